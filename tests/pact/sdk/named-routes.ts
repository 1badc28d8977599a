// Interactions of the named-route families of the route table (contracts/src/routes: identity,
// enduser-auth, records, forms, messaging): one or two calls each, driven through `client.api`.
import { MatchersV3 } from '@pact-foundation/pact'
import { EXAMPLE } from '../provider-states.ts'
import { TOKEN, exampleOf, fromState, isoTime, objectId, recordLike } from '../matchers.ts'
import type { SdkInteraction } from './interaction.ts'

const { like, eachLike, regex } = MatchersV3
const token = () => regex(`^${TOKEN}$`, EXAMPLE.authToken)

const loginBody = { email: fromState('staffEmail'), password: fromState('staffPassword') }
const enduserLoginBody = { email: fromState('enduserEmail'), password: fromState('enduserPassword'), businessId: fromState('businessId') }
const prepareUploadBody = { name: 'scan.pdf', size: 1024, type: 'application/pdf', enduserId: fromState('enduserId') }
const closeTicketBody = { ticketId: fromState('ticketId'), closedForReason: 'Resolved' }
const prepareResponseBody = { formId: fromState('formId'), enduserId: fromState('enduserId') }

export const namedRouteInteractions: SdkInteraction[] = [
  {
    family: 'identity', description: 'a staff user signs in with email and password', as: 'none',
    method: 'POST', path: '/users/login', body: loginBody,
    status: 200, answer: { authToken: token(), user: recordLike({ email: like(EXAMPLE.staffEmail) }) },
    send: (c) => c.api.usersLogin(exampleOf(loginBody) as never),
  },
  {
    family: 'identity', description: "staff read the display information of the business's users", as: 'staff',
    method: 'GET', path: '/user-display-info',
    status: 200, answer: eachLike({ id: objectId(EXAMPLE.userId) }),
    send: (c) => c.api.userDisplayInfo({}),
  },
  {
    family: 'enduser-auth', description: 'a patient signs in with email and password', as: 'none',
    method: 'POST', path: '/login-enduser', body: enduserLoginBody,
    status: 200, answer: { authToken: token(), enduser: recordLike({ id: objectId(EXAMPLE.enduserId), email: like(EXAMPLE.enduserEmail) }) },
    send: (c) => c.api.loginEnduser(exampleOf(enduserLoginBody) as never),
  },
  {
    family: 'enduser-auth', description: 'a signed-in patient reads their session details', as: 'patient',
    method: 'GET', path: '/enduser-session-info',
    status: 200, answer: { enduser: like({ id: objectId(EXAMPLE.enduserId) }) },
    send: (c) => c.api.enduserSessionInfo({}),
  },
  {
    family: 'records', description: "staff prepare the upload of a patient's file", as: 'staff',
    method: 'POST', path: '/prepare-file-upload', body: prepareUploadBody,
    status: 200,
    answer: {
      presignedUpload: { url: like('http://localhost/v1/file-upload/x'), fields: like({}) },
      file: recordLike({ name: like('scan.pdf'), size: like(1024), type: like('application/pdf'), enduserId: objectId(EXAMPLE.enduserId) }),
    },
    send: (c) => c.api.prepareFileUpload(exampleOf(prepareUploadBody) as never),
  },
  {
    family: 'records', description: 'staff close a ticket', as: 'staff',
    method: 'POST', path: '/tickets/close', body: closeTicketBody,
    status: 200, answer: { updated: recordLike({ id: objectId(EXAMPLE.ticketId), closedAt: isoTime() }) },
    send: (c) => c.api.ticketsClose(exampleOf(closeTicketBody) as never),
  },
  {
    family: 'forms', description: 'staff prepare a form response for a patient', as: 'staff',
    method: 'POST', path: '/prepare-form-response', body: prepareResponseBody,
    status: 200,
    answer: { accessCode: like('abc123'), url: like('http://localhost/form'), fullURL: like('http://localhost/form'), response: recordLike({ formId: objectId(EXAMPLE.formId), enduserId: objectId(EXAMPLE.enduserId) }) },
    send: (c) => c.api.prepareFormResponse(exampleOf(prepareResponseBody) as never),
  },
  {
    family: 'forms', description: "anyone reads a form's public details", as: 'none',
    method: 'GET', path: '/forms/public-details', query: { formId: fromState('formId') },
    status: 200, answer: { form: like({ id: objectId(EXAMPLE.formId), title: like('Intake') }) },
    send: (c) => c.api.formsPublicDetails({ formId: EXAMPLE.formId } as never),
  },
  {
    family: 'messaging', description: "the development mailbox lists the patient's sign-in mail", as: 'none',
    method: 'GET', path: '/dev/mailbox', query: { to: fromState('enduserEmail') },
    status: 200,
    answer: eachLike({ id: like('m1'), to: eachLike(EXAMPLE.enduserEmail), from: like('Clinic <noreply@example.com>'), subject: like('Sign in'), text: like('Sign in: http://x'), links: eachLike('http://localhost/login'), receivedAt: isoTime() }),
    send: (c) => c.api.devMailbox({ to: EXAMPLE.enduserEmail }),
  },
]
