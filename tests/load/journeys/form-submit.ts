// A patient signs in, starts the clinic's check-in form for themselves (what the portal's form page
// does for a signed-in patient: /prepare-form-response), opens it by its access code as the fill
// page does, saves an answer as a draft (the form engine saves each field) and submits.
// Each iteration fills its own copy, so iterations running together never submit the same one.
import { query } from './http.ts'
import { patientSignIn, staffSignIn } from './sign-in.ts'
import { records, strings } from './shapes.ts'
import type { Journey } from './step.ts'

const rating = (v: Record<string, string>) => ({ fieldId: v.ratingFieldId, fieldTitle: v.ratingFieldTitle, answer: { type: 'rating', value: 7 } })

export const formSubmit: Journey = {
  name: 'form-fill-submit',
  summary: 'patient signs in, opens a form, saves a draft answer, submits',
  // which form: found once by its title, as staff (patients do not list forms)
  setup: [
    ...staffSignIn,
    {
      name: 'GET /v1/forms',
      method: 'GET',
      path: (v) => `/v1/forms${query({ filter: { title: v.formTitle }, limit: 1 })}`,
      token: 'staffToken',
      status: 200,
      check: (b, v) => records(b, 1) ?? (b[0].title === v.formTitle ? undefined : `no form titled '${v.formTitle}'`),
      keep: (b) => ({ formId: b[0].id }),
    },
  ],
  steps: [
    ...patientSignIn,
    {
      name: 'POST /v1/prepare-form-response',
      method: 'POST',
      path: () => '/v1/prepare-form-response',
      token: 'patientToken',
      body: (v) => ({ formId: v.formId, enduserId: v.patientId }),
      status: 200,
      check: (b) => strings(b, 'accessCode', 'response.id'),
      keep: (b) => ({ accessCode: b.accessCode }),
    },
    {
      name: 'GET /v1/form-info-for-access-code',
      method: 'GET',
      path: (v) => `/v1/form-info-for-access-code${query({ accessCode: v.accessCode })}`,
      token: 'patientToken',
      status: 200,
      check: (b, v) => {
        if (b?.form?.id !== v.formId) return 'the answer names another form'
        return b.fields.some((f: { type?: string }) => f.type === 'rating') ? undefined : 'the form has no rating field'
      },
      keep: (b) => {
        const field = b.fields.find((f: { type?: string }) => f.type === 'rating')
        return { ratingFieldId: field.id, ratingFieldTitle: field.title }
      },
    },
    {
      name: 'PATCH /v1/save-field-response',
      method: 'PATCH',
      path: () => '/v1/save-field-response',
      token: 'patientToken',
      body: (v) => ({ accessCode: v.accessCode, response: rating(v) }),
      status: 200,
      check: (b) => strings(b, 'formResponse.draftSavedAt'),
    },
    {
      name: 'PATCH /v1/submit-form-response',
      method: 'PATCH',
      path: () => '/v1/submit-form-response',
      token: 'patientToken',
      body: (v) => ({ accessCode: v.accessCode, responses: [rating(v)] }),
      status: 200,
      check: (b) => strings(b, 'formResponse.submittedAt'),
    },
  ],
}
