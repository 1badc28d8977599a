// The calls we serve for the public @tellescope/sdk, recorded for its pact: sign-in (staff and
// patient), patients, tickets, forms and form responses, files. Each makes exactly one request;
// `p` is the provider state's values (real ones while recording, the examples against the mock).
import sdk from '@tellescope/sdk'
import type { ClinicParams } from '../provider-states.ts'

type AnySession = any
const { Session, EnduserSession } = sdk as unknown as {
  Session: new (o: { host: string; authToken?: string }) => AnySession
  EnduserSession: new (o: { host: string; businessId: string; authToken?: string }) => AnySession
}

export interface TellescopeCall {
  family: string
  description: string
  run(host: string, p: ClinicParams): Promise<unknown>
}

const staff = (host: string, p: ClinicParams) => new Session({ host, authToken: p.authToken })
const patient = (host: string, p: ClinicParams) => new EnduserSession({ host, businessId: p.businessId, authToken: p.enduserToken })

export const tellescopeCalls: TellescopeCall[] = [
  { family: 'sign-in', description: 'Session.authenticate signs a staff user in', run: (h, p) => new Session({ host: h }).authenticate(p.staffEmail, p.staffPassword) },
  { family: 'sign-in', description: 'EnduserSession.authenticate signs a patient in', run: (h, p) => new EnduserSession({ host: h, businessId: p.businessId }).authenticate(p.enduserEmail, p.enduserPassword) },
  { family: 'endusers', description: 'endusers.getOne reads a patient by id', run: (h, p) => staff(h, p).api.endusers.getOne(p.enduserId) },
  { family: 'endusers', description: 'endusers.getSome lists patients by a filter', run: (h, p) => staff(h, p).api.endusers.getSome({ filter: { email: p.enduserEmail } }) },
  { family: 'endusers', description: 'endusers.updateOne changes a patient', run: (h, p) => staff(h, p).api.endusers.updateOne(p.enduserId, { fname: 'Patricia' }) },
  { family: 'tickets', description: 'tickets.createOne opens a ticket for a patient', run: (h, p) => staff(h, p).api.tickets.createOne({ title: 'Call back', enduserId: p.enduserId }) },
  { family: 'tickets', description: 'tickets.getOne reads a ticket', run: (h, p) => staff(h, p).api.tickets.getOne(p.ticketId) },
  { family: 'forms', description: 'forms.getOne reads a form', run: (h, p) => staff(h, p).api.forms.getOne(p.formId) },
  { family: 'forms', description: 'form_responses.prepare_form_response prepares a response for a patient', run: (h, p) => staff(h, p).api.form_responses.prepare_form_response({ formId: p.formId, enduserId: p.enduserId }) },
  { family: 'files', description: 'files.prepare_file_upload prepares the upload of a patient file', run: (h, p) => staff(h, p).api.files.prepare_file_upload({ name: 'scan.pdf', size: 1024, type: 'application/pdf', enduserId: p.enduserId }) },
  { family: 'files', description: "a patient lists their files", run: (h, p) => patient(h, p).api.files.getSome() },
]
