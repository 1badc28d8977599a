// Wire compatibility for forms (ARCHITECTURE.md §4; issue #12): the public @tellescope/sdk, used
// unchanged, against the running gateway — staff build a form with fields and a database, prepare a
// response, and the patient's EnduserSession reads the form's info, saves a draft answer and
// submits; a refused submit reaches the SDK as its error; a public form opened by link.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import sdk from '@tellescope/sdk'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { COMPAT_BUSES } from './buses.ts'

const { Session, EnduserSession } = sdk as unknown as {
  Session: new (o: { host: string; authToken?: string }) => any
  EnduserSession: new (o: { host: string; businessId: string; authToken?: string }) => any
}
const unique = () => randomBytes(4).toString('hex')

// on NATS when NATS_URL is set, else in-process: why not both, see buses.ts
for (const useNats of COMPAT_BUSES) {
  describe(`@tellescope/sdk forms against the gateway (${useNats ? 'NATS' : 'in-process'} bus)`, () => {
    let platform: TestPlatform
    let staff: any
    let businessId: string

    before(async () => {
      platform = await startTestPlatform({ useNats })
      const registered = await registerStaff(platform.url)
      businessId = registered.user.businessId
      staff = new Session({ host: platform.url })
      await staff.authenticate(registered.email, registered.password)
    })
    after(async () => {
      await platform?.close()
    })

    test('prepare, info, save a field, submit — and a second submit is refused', async () => {
      const email = `sdk-${unique()}@example.com`
      const patient = new EnduserSession({ host: platform.url, businessId })
      await patient.register({ email, password: 'Patient-pass-1', fname: 'Robin', lname: 'Sdk', termsSigned: new Date(), termsVersion: '1.0' })
      await patient.authenticate(email, 'Patient-pass-1')
      const enduserId = patient.userInfo.id

      const form = await staff.api.forms.createOne({ title: `SDK form ${unique()}` })
      const name = await staff.api.form_fields.createOne({ formId: form.id, title: 'Name', type: 'string', previousFields: [{ type: 'root', info: {} }] })
      const age = await staff.api.form_fields.createOne({ formId: form.id, title: 'Age', type: 'number', previousFields: [{ type: 'after', info: { fieldId: name.id } }] })
      const fields = await staff.api.form_fields.getSome({ filter: { formId: form.id } })
      assert.equal(fields.length, 2)

      const { accessCode, url, response } = await staff.api.form_responses.prepare_form_response({ formId: form.id, enduserId })
      assert.equal(typeof accessCode, 'string')
      assert.match(url, /\/link\/form\?f=/)
      assert.equal(response.enduserId, enduserId)

      const info = await patient.api.form_responses.info_for_access_code({ accessCode })
      assert.equal(info.form.id, form.id)
      assert.deepEqual(info.fields.map((f: any) => f.id).sort(), [name.id, age.id].sort())
      assert.equal(info.response.id, response.id)

      const saved = await patient.api.form_responses.save_field_response({
        accessCode, response: { fieldId: name.id, fieldTitle: 'Name', answer: { type: 'string', value: 'Robin' } },
      })
      assert.ok(saved.formResponse.draftSavedAt)

      await assert.rejects(
        patient.api.form_responses.submit_form_response({ accessCode, responses: [{ fieldId: name.id, fieldTitle: 'Name', answer: { type: 'string', value: 'Robin' } }, { fieldId: age.id, fieldTitle: 'Age', answer: { type: 'number', value: 'old' } }] }),
        (e: any) => /Response must be a number/.test(e?.message ?? String(e)),
      )
      const { formResponse } = await patient.api.form_responses.submit_form_response({
        accessCode, responses: [{ fieldId: name.id, fieldTitle: 'Name', answer: { type: 'string', value: 'Robin' } }, { fieldId: age.id, fieldTitle: 'Age', answer: { type: 'number', value: 33 } }],
      })
      assert.ok(formResponse.submittedAt)
      assert.equal(formResponse.responses.length, 2)
      await assert.rejects(
        patient.api.form_responses.submit_form_response({ accessCode, responses: [] }),
        (e: any) => /This form has already been submitted/.test(e?.message ?? String(e)),
      )
      const mine = await patient.api.form_responses.getSome()
      assert.deepEqual(mine.map((r: any) => r.id), [response.id])
      const stats = await staff.api.forms.get_form_statistics({ formId: form.id })
      assert.equal(stats.statistics.submitted, 1)
    })

    test('a database and a Database Select field: load_choices_from_database', async () => {
      const db = await staff.api.databases.createOne({ title: `SDK db ${unique()}`, fields: [{ type: 'Text', label: 'Name' }] })
      await staff.api.database_records.createSome([1, 2, 3].map((i) => ({ databaseId: db.id, values: [{ label: 'Name', type: 'Text', value: `Choice ${i}` }] })))
      const form = await staff.api.forms.createOne({ title: `SDK choices ${unique()}` })
      const field = await staff.api.form_fields.createOne({ formId: form.id, title: 'Pick', type: 'Database Select', options: { databaseId: db.id, databaseLabel: 'Name' } })
      const { choices } = await staff.api.form_fields.load_choices_from_database({ fieldId: field.id })
      assert.deepEqual(choices.map((c: any) => c.values[0].value), ['Choice 1', 'Choice 2', 'Choice 3'])
    })

    test('a public form: session_for_public_form gives a patient session that fills it', async () => {
      const form = await staff.api.forms.createOne({ title: `SDK public ${unique()}`, allowPublicURL: true })
      const q = await staff.api.form_fields.createOne({ formId: form.id, title: 'Q', type: 'string', previousFields: [{ type: 'root', info: {} }] })
      const anonymous = new EnduserSession({ host: platform.url, businessId })
      const { accessCode, authToken, enduserId } = await anonymous.api.form_responses.session_for_public_form({ formId: form.id, businessId, email: `pub-${unique()}@example.com` })
      const patient = new EnduserSession({ host: platform.url, businessId, authToken })
      const { formResponse } = await patient.api.form_responses.submit_form_response({ accessCode, responses: [{ fieldId: q.id, fieldTitle: 'Q', answer: { type: 'string', value: 'A' } }] })
      assert.equal(formResponse.enduserId, enduserId)
      assert.ok(formResponse.submittedAt)
    })
  })
}
