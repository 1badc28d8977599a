// Enduser (patient) sign-in, registration, passwords and session calls (spec 1 §7 "Enduser session
// and management", spec 2 §7), served by identity. Shapes the spec leaves open follow the public
// @tellescope/sdk 1.174 (EnduserSession). Operation names of credential calls contain 'login',
// 'register' or 'password': the gateway gives those its stricter per-address rate limit.
import { z } from 'zod'
import { endusers } from '../collections/endusers.ts'
import { ENDUSER_LOGIN_FLOW_RESULTS, LIMITS } from '../constants.ts'
import { OBJECT_ID_PATTERN } from '../record.ts'
import {
  booleanValidator, emailValidator, emptyOk, enumeration, formPasswordValidator, idListValidator, idValidator,
  maxLengthString, nameValidator, passwordValidator, phoneValidator, ValueMessages,
} from '../values/index.ts'
import { answeredWhole } from '../errors.ts'
import { routesOf } from './define.ts'
import type { RouteDef } from './types.ts'

/** Texts of these calls. Quoted ones are the spec's (spec 2 §2.3-§2.4, §2.14, §5, §8). */
export const EnduserAuthMessages = {
  enterPassword: 'Enter a password',
  invalidResetLink: 'This link is invalid or has expired',
  termsRequired: 'You must accept our Terms of Service and Privacy Policy to continue',
  invalidUnsubscribeLink: 'Unsubscribe link is invalid',
  // ours, where the spec gives no text
  identifierRequired: 'Enter an email or phone number',
  emailTaken: 'An account with this email already exists. Log in or reset your password.',
  registrationClosed: 'Registration is not available for this organization',
  passwordAlreadySet: 'A password is already set. Use password reset to change it.',
  organizationNotFound: 'Could not find an organization for this portal',
  sameEnduser: 'sourceEnduserId and destinationEnduserId must be different',
} as const
// the portal shows these as they are (no 'Error parsing field …' in front)
answeredWhole(EnduserAuthMessages.enterPassword, EnduserAuthMessages.invalidResetLink, EnduserAuthMessages.invalidUnsubscribeLink, EnduserAuthMessages.termsRequired)

/** The terms a registering patient accepts (spec 2 §2.3). */
export const CURRENT_TERMS_VERSION = '1.0'

const { call } = routesOf('identity')

const organizationIds = z.array(z.string().max(100)).max(LIMITS.listItems).optional()
const portal = { businessId: idValidator, organizationIds }
const enduserWithToken = z.object({ authToken: z.string(), enduser: endusers.record })
const empty = z.object({}).loose()
const durationInSeconds = z.coerce.number().optional()

export const beginLoginFlowInput = z.object({
  ...portal,
  email: emptyOk(emailValidator).optional(),
  phone: emptyOk(phoneValidator).optional(),
  /** a portal path to land on after signing in ('/documents'); carried in the link */
  redir: maxLengthString(LIMITS.string).optional(),
}).loose()
export const beginLoginFlowOutput = z.object({
  result: enumeration(ENDUSER_LOGIN_FLOW_RESULTS),
  /** the address a link was sent to, or that continues with a password; absent for phone sign-in */
  email: z.string().optional(),
})

/** Login checks only the length of a password: an old one that predates a rule still signs in. */
const loginPassword = z
  .string({ error: EnduserAuthMessages.enterPassword })
  .min(1, { error: EnduserAuthMessages.enterPassword })
  .max(LIMITS.passwordMax, { error: ValueMessages.passwordTooLong })

export const loginEnduserInput = z.object({
  ...portal,
  id: z.string().max(100).optional(),
  email: z.string().max(LIMITS.string).optional(),
  phone: z.string().max(LIMITS.string).optional(),
  password: loginPassword,
  durationInSeconds,
}).loose()

export const registerEnduserInput = z.object({
  ...portal,
  email: emailValidator,
  password: formPasswordValidator,
  fname: emptyOk(nameValidator).optional(),
  lname: emptyOk(nameValidator).optional(),
  emailConsent: booleanValidator.optional(),
  /** any truthy date (the portal sends the time of ticking the box); the server stores its own now */
  termsSigned: z.union([z.string().max(100), z.number(), z.boolean()]).optional(),
  termsVersion: enumeration([CURRENT_TERMS_VERSION] as const).optional(),
}).loose()

export const requestEnduserPasswordResetInput = z.object({ ...portal, email: emailValidator }).loose()

export const resetEnduserPasswordInput = z.object({
  resetToken: z.string({ error: EnduserAuthMessages.invalidResetLink })
    .min(1, { error: EnduserAuthMessages.invalidResetLink })
    .max(LIMITS.string, { error: EnduserAuthMessages.invalidResetLink }),
  newPassword: passwordValidator,
  ...portal,
}).loose()

export const setEnduserPasswordInput = z.object({ id: idValidator, password: passwordValidator }).loose()

export const enduserIsAuthenticatedInput = z.object({ id: idValidator.optional(), authToken: z.string().max(5000) }).loose()
export const enduserIsAuthenticatedOutput = z.union([
  z.object({ isAuthenticated: z.literal(true), enduser: endusers.record }),
  z.object({ isAuthenticated: z.literal(false), enduser: z.null() }),
])

export const refreshEnduserSessionInput = z.object({ invalidatePreviousToken: booleanValidator.optional() }).loose()

/**
 * spec 2 §3 "Enduser session info": the patient's own fields it lists, and no others. It also lists
 * internalDisplayName and suffixes, which are staff fields (spec 1 users): a patient record has
 * neither (spec 1 endusers), so the session info cannot carry them.
 */
export const enduserSessionInfo = endusers.record.pick({
  id: true, fname: true, lname: true, email: true, phone: true, displayName: true, avatar: true, assignedTo: true, state: true, businessId: true,
  passwordIsUnset: true, isUpsertedAccount: true, termsSigned: true, termsVersion: true, lastActive: true, lastLogout: true,
})
export const ENDUSER_SESSION_INFO_FIELDS = enduserSessionInfo.keyof().options

export const generateEnduserAuthTokenInput = z.object({
  id: idValidator.optional(),
  externalId: maxLengthString(250).optional(),
  email: emailValidator.optional(),
  phone: phoneValidator.optional(),
  durationInSeconds,
}).loose()

const unsubscribeLinkId = z.string({ error: EnduserAuthMessages.invalidUnsubscribeLink })
  .toLowerCase()
  .regex(OBJECT_ID_PATTERN, { error: EnduserAuthMessages.invalidUnsubscribeLink })
export const unsubscribeEnduserInput = z.object({
  enduserId: unsubscribeLinkId,
  /** the kinds of messages: 'email', 'sms' (or 'phone'), 'all', or any other category, which is only recorded */
  unsubscribeFrom: z.array(z.string().trim().min(1).max(100), { error: EnduserAuthMessages.invalidUnsubscribeLink })
    .min(1, { error: EnduserAuthMessages.invalidUnsubscribeLink })
    .max(100),
  /** the link's signed token (the portal's /unsubscribe passes it on); a patient signed in as themselves needs none */
  token: z.string().max(2000).optional(),
}).loose()

export const mergeEndusersInput = z.object({ sourceEnduserId: idValidator, destinationEnduserId: idValidator }).loose()

export const bulkUpdateEndusersInput = z.object({
  ids: idListValidator.min(1),
  /** merged into each enduser's custom fields */
  fields: endusers.fields.fields,
  /** appended to each enduser's tags */
  pushTags: endusers.fields.tags,
  /** replaces each enduser's tags */
  replaceTags: endusers.fields.tags,
}).loose()

/** Identity's /v1 calls for patients, with their literal names and schemas. */
export const enduserAuthRoutes = [
  call({
    operation: 'endusers.begin-login-flow', method: 'POST', path: '/begin-enduser-login-flow', callers: ['public'],
    input: beginLoginFlowInput, output: beginLoginFlowOutput,
    // the SDK's EnduserSession.begin_login_flow posts to `/v1/${path}` with a path that starts with '/'
    aliases: ['/v1//begin-enduser-login-flow'],
    summary: "Start a patient's sign-in: continue with a password, or a single-use sign-in link sent by email or SMS",
  }),
  call({
    operation: 'endusers.login', method: 'POST', path: '/login-enduser', callers: ['public'],
    input: loginEnduserInput, output: enduserWithToken, summary: 'Sign a patient in with a password (by email, phone or id)',
  }),
  call({
    operation: 'endusers.register', method: 'POST', path: '/register-as-enduser', callers: ['public'],
    input: registerEnduserInput, output: enduserWithToken, summary: "Register as a patient of an organization (accepting its terms) and sign in",
  }),
  call({
    operation: 'endusers.request-password-reset', method: 'POST', path: '/request-enduser-password-reset', callers: ['public'],
    input: requestEnduserPasswordResetInput, output: empty, summary: "Email a single-use password reset link (the answer never tells whether the patient exists)",
  }),
  call({
    operation: 'endusers.reset-password', method: 'POST', path: '/reset-enduser-password', callers: ['public'],
    input: resetEnduserPasswordInput, output: empty, summary: "Set a new password with a reset link's token; ends every session of the patient",
  }),
  call({
    operation: 'endusers.set-password', method: 'POST', path: '/set-enduser-password', callers: ['enduser', 'user', 'apiKey'],
    input: setEnduserPasswordInput, output: empty,
    summary: "Sets (or resets) a patient's password: staff with update access to the patient at any time (the patient's sessions end); a patient only their own first password",
  }),
  call({
    operation: 'endusers.is-authenticated', method: 'GET', path: '/enduser-is-authenticated', callers: ['user', 'apiKey', 'enduser'],
    input: enduserIsAuthenticatedInput, output: enduserIsAuthenticatedOutput, summary: "Whether a patient's token is a live session (of the caller's business)",
  }),
  call({
    operation: 'endusers.refresh-session', method: 'POST', path: '/refresh-enduser-session', callers: ['enduser'],
    input: refreshEnduserSessionInput, output: enduserWithToken,
    summary: "A fresh patient session; also how a sign-in link's single-use token becomes a normal session",
  }),
  call({
    operation: 'endusers.logout', method: 'POST', path: '/logout-enduser', callers: ['enduser', 'publicForm'],
    input: empty, summary: "Revoke the patient's session at once",
  }),
  call({
    operation: 'endusers.session-info', method: 'GET', path: '/enduser-session-info', callers: ['enduser'],
    input: empty, output: z.object({ enduser: enduserSessionInfo }), summary: "The signed-in patient's session details",
  }),
  call({
    operation: 'endusers.generate-auth-token', method: 'GET', path: '/generate-enduser-auth-token', callers: ['user', 'apiKey'],
    input: generateEnduserAuthTokenInput, output: enduserWithToken,
    summary: 'A session for a patient of the caller\'s business (found by id, externalId, email or phone), for partners that authenticate patients themselves',
  }),
  call({
    operation: 'endusers.unsubscribe', method: 'POST', path: '/unsubscribe-enduser', callers: ['public'],
    input: unsubscribeEnduserInput, output: empty, summary: 'Unsubscribe a patient from kinds of messages: with the signed token of the link in an email or text, or signed in as that patient; otherwise 403 and nothing changes',
  }),
  call({
    operation: 'endusers.merge', method: 'POST', path: '/endusers/merge', callers: ['user', 'apiKey'],
    input: mergeEndusersInput, output: empty,
    summary: 'Merge a source patient into a destination patient (missing fields copied, lists united), then delete the source',
  }),
  call({
    operation: 'endusers.bulk-update', method: 'PATCH', path: '/endusers/bulk-update', callers: ['user', 'apiKey'],
    input: bulkUpdateEndusersInput, output: z.object({ updated: z.array(endusers.record) }),
    summary: 'Update custom fields and tags of many patients at once',
  }),
] as const

export const enduserAuthCalls: RouteDef[] = [...enduserAuthRoutes]
