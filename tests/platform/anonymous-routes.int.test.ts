// Every way in without a sign-in, reviewed (issue #18 item 1: "the same review for every other
// anonymous entry point"). The route table (contracts) names who may call each /v1 route; the
// routes open to anyone ('public') and those a public form's visitor may reach ('publicForm': a
// session scoped to one response) are listed here, each with why it hands out no more than its
// job. A route added to either set without being reviewed here fails the first two tests; the
// third and fourth check on the running gateway that every other route refuses both callers.
// (Public booking sessions, /link/... tokens and leave-message do not exist on this platform; the
// gateway's own token routes, /v1/file-upload/:token and /v1/file-download/:token, are reached
// only with a link records signed for one file, and are tested in records' files suites.)
import { before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { routeTable } from '@care/contracts/routes/index'
import type { Caller, RouteDef } from '@care/contracts/routes/types'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { api, type Principal } from '../support/http.ts'

/** Routes anyone may call, with the reason each hands out nothing it should not. */
export const ANONYMOUS_ROUTES: Record<string, string> = {
  'POST /users/register': 'creates a new business and its first admin: the session it answers reaches that new, empty business only',
  'POST /users/login': 'a staff session only for the right email and password',
  'POST /users/login-google': "a staff session only for a Google ID token identity verifies for the platform's client",
  'POST /request-password-reset': 'emails a single-use link to the address itself; answers alike whether or not the user exists',
  'POST /reset-password': 'needs the single-use token from that email',
  'POST /users/submit-email-verification': 'needs the code sent to the address',
  'GET /organization-info': "an organization's public branding (organizationTheme: what its sign-in page shows), by subdomain or portal URL",
  'GET /organization-theme': "the same public branding, by business id",
  'POST /begin-enduser-login-flow': "answers only how to go on (password, or 'sent'); a sign-in link goes to the patient's own email or phone, never into the answer",
  'POST /login-enduser': 'a patient session only for the right password',
  'POST /register-as-enduser': 'creates a new patient where the portal allows it; an address that has an account answers 409 and no session',
  'POST /request-enduser-password-reset': "emails a single-use link to the patient's own address; answers alike whether or not the patient exists",
  'POST /reset-enduser-password': 'needs the single-use token from that email',
  'POST /unsubscribe-enduser': "changes only message preferences, and only with the signed token of the email's or text's link (or as that patient)",
  'GET /dev/mailbox': 'development only (DEV_MAILBOX): 404 when off, and answers only on the same machine or to an Admin',
  'GET /dev/sms-outbox': 'development only (DEV_MAILBOX): 404 when off, and answers only on the same machine or to an Admin',
  'POST /session-for-public-form': "a session scoped to one new response of a form with allowPublicURL (Session.scope, caller 'publicForm'), never the matched patient's own session (issue #18 item 1)",
  'GET /forms/public-details': 'the public subset of a form (publicFormDetails) and only of a form with allowPublicURL; 404 otherwise',
  'GET /calendar-availability': "free slots (start, duration, user id) of one business's appointment type: no patient data; a page's care-team or state limit reads only the caller's own patient record (anonymous: refused with the care-team message)",
  'GET /details-for-appointment-booking-page': "what a booking page shows: the page, its locations and appointment types, a named user's display name and avatar; 404 for a page of another business or hidden id",
  'POST /session-for-public-appointment-booking': "a new patient's session from a public booking page's intake; an email of an existing patient answers 409 (sign in to book) and no session, so nobody gets another patient's session by typing their email",
  'GET /appointment-booking-pages/validate-access-token': 'only whether a signed booking token is still valid: true or false',
  'POST /sms-messages/inbound-webhook': "Twilio's inbound SMS: with Twilio configured only with the webhook URL's secret token (HMAC of the auth token; 403 otherwise); without Twilio only a caller on this machine simulating a reply (503 otherwise); a number no thread knows records nothing",
  'POST /sms-messages/leave-message': "a website visitor's message: only joins an existing thread of that number in the named business (404 otherwise, no patient created), at most 5 per number and hour (429); answers nothing about the patient",
  'GET /calendar-events/download-ics-file': "an event as an ICS file only for the session its authToken (the portal's plain link carries it in the query) or bearer header resolves to, read as that session may (404 otherwise); 401 without a session",
}

/** Routes a public form's visitor may call, with what filling that one form needs of each. */
export const PUBLIC_FORM_ROUTES: Record<string, string> = {
  'POST /logout-enduser': 'ends its own session',
  'GET /form-info-for-access-code': "the scope's response and its form only (forms narrows to Session.scope)",
  'PATCH /save-field-response': "drafts of the scope's response only",
  'PATCH /submit-form-response': "submits the scope's response only",
  'GET /form-fields/load-choices-from-database': "a Database Select question's choices, of the scope's form only",
  'POST /prepare-file-upload': "a file question's upload, attached to the response's patient",
  'POST /files/confirm-upload': 'confirms only the uploads this session prepared',
  'GET /file-download-URL': 'public files only: none of the patient\'s own',
  'GET /drug-lookup/drugs': "a medication question's search in the public drug database: no records",
  'GET /drug-lookup/rxcui': "a medication question's search in the public drug database: no records",
  'GET /drug-lookup/ndcs': "a medication question's search in the public drug database: no records",
}

const key = (r: RouteDef) => `${r.method} ${r.path}`
const named = (caller: Caller) => routeTable.filter((r) => r.callers.includes(caller)).map(key).sort()

/** Each listed route the table no longer serves that way, and each it serves that way unlisted. */
function difference(actual: string[], reviewed: Record<string, string>) {
  return {
    unreviewed: actual.filter((k) => !(k in reviewed)),
    noLongerThere: Object.keys(reviewed).filter((k) => !actual.includes(k)),
  }
}

describe('anonymous entry points: every one reviewed', () => {
  test('the routes open to anyone are exactly the reviewed ones', () => {
    assert.deepEqual(difference(named('public'), ANONYMOUS_ROUTES), { unreviewed: [], noLongerThere: [] },
      'a route open to anyone must be reviewed and listed in ANONYMOUS_ROUTES with its reason')
  })

  test("the routes a public form's visitor reaches are exactly the reviewed ones", () => {
    assert.deepEqual(difference(named('publicForm'), PUBLIC_FORM_ROUTES), { unreviewed: [], noLongerThere: [] },
      "a route naming 'publicForm' must be reviewed and listed in PUBLIC_FORM_ROUTES with what filling a form needs of it")
    for (const r of routeTable) {
      if (r.callers.includes('publicForm')) assert.equal(r.collection, undefined, `${key(r)}: no collection's generic call may name 'publicForm'`)
    }
  })
})

describe('anonymous entry points: every other route refuses', () => {
  let platform: TestPlatform
  let visitor: Principal
  const unique = () => randomBytes(4).toString('hex')
  // a well-formed id for every path parameter: the refusal must come before any record is looked up
  const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '0123456789abcdef01234567')
  const paths = (r: RouteDef) => [r.path, ...(r.aliases ?? []).filter((a) => !a.startsWith('/v1/'))].map(concrete)

  before(async () => {
    platform = await startTestPlatform()
    const staff = await registerStaff(platform.url)
    const admin: Principal = { authorization: `Bearer ${staff.authToken}` }
    const form = await api<{ id: string }>(platform.url, admin, 'POST', '/form', { title: `Anonymous review ${unique()}`, allowPublicURL: true })
    assert.equal(form.status, 200, JSON.stringify(form.body))
    const field = await api(platform.url, admin, 'POST', '/form-field', { formId: form.body.id, title: 'Anything', type: 'string', previousFields: [{ type: 'root', info: {} }] })
    assert.equal(field.status, 200, JSON.stringify(field.body))
    // the email of the staff member's own business's patient: the visitor still gets the scoped session only
    const patient = await api<{ email: string }>(platform.url, admin, 'POST', '/enduser', { email: `anon-review-${unique()}@example.com` })
    assert.equal(patient.status, 200, JSON.stringify(patient.body))
    const opened = await api<{ authToken: string }>(platform.url, {}, 'POST', '/session-for-public-form', { formId: form.body.id, businessId: staff.user.businessId, email: patient.body.email })
    assert.equal(opened.status, 200, JSON.stringify(opened.body))
    visitor = { authorization: `Bearer ${opened.body.authToken}` }
  })

  test('without a session, every route not open to anyone answers 401', async () => {
    const answered: string[] = []
    for (const r of routeTable.filter((r) => !r.callers.includes('public'))) {
      for (const path of paths(r)) {
        const res = await api(platform.url, {}, r.method, path)
        if (res.status !== 401) answered.push(`${r.method} ${path}: ${res.status}`)
      }
    }
    assert.deepEqual(answered, [], 'routes that answered an anonymous caller with something else than 401')
  })

  test("a public form's visitor gets 403 from every route that names neither 'public' nor 'publicForm'", async () => {
    const answered: string[] = []
    for (const r of routeTable.filter((r) => !r.callers.includes('public') && !r.callers.includes('publicForm'))) {
      for (const path of paths(r)) {
        const res = await api(platform.url, visitor, r.method, path)
        if (res.status !== 403) answered.push(`${r.method} ${path}: ${res.status}`)
      }
    }
    assert.deepEqual(answered, [], "routes that answered a public form's visitor with something else than 403")
  })
})
