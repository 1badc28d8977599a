// Identity's named calls for staff, organizations and partners (spec 1 §7 "User session", "Other").
// Patient calls are in enduser-auth.ts; generic collection calls come from generic.ts.
import { z } from 'zod'
import { users } from '../collections/users.ts'
import { organizations } from '../collections/organizations.ts'
import { endusers } from '../collections/endusers.ts'
import { emailValidator, idValidator } from '../values/index.ts'
import { routesOf } from './define.ts'
import type { RouteDef } from './types.ts'

const { call, bus } = routesOf('identity')

/** Staff sign-in email changes (issue #18 item 4): never by a plain update of one's own profile. */
export const EmailChangeMessages = {
  needsConfirmation: 'Changing your sign-in email needs a confirmation code sent to the new address (POST /users/request-email-change)',
  invalidCode: 'Invalid or expired confirmation code',
  sameEmail: 'This is already your email',
} as const

const userWithToken = z.object({ authToken: z.string(), user: users.record })
const empty = z.object({}).loose()
const id = z.string()

export const registerUserInput = z.object({
  email: z.string(),
  password: z.string(),
  termsVersion: z.string().optional(),
  inviteCode: z.string().optional(),
  organizationName: z.string().optional(),
  subdomain: z.string().optional(),
  fname: z.string().optional(),
  lname: z.string().optional(),
}).loose()

export const loginUserInput = z.object({
  email: z.string(),
  password: z.string(),
  expirationInSeconds: z.coerce.number().optional(),
}).loose()

export const inviteUserInput = z.object({
  email: z.string(),
  fname: z.string(),
  lname: z.string(),
  internalDisplayName: z.string().optional(),
  organizationId: z.string(),
  role: z.string().optional(),
  tags: z.array(z.string()).optional(),
}).loose()

export const generateAuthTokenInput = z.object({
  id: z.string().optional(),
  externalId: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  durationInSeconds: z.coerce.number().optional(),
}).loose()

const newOrganizationInput = z.object({ name: z.string(), subdomain: z.string() }).loose()

/** What the portal needs to brand itself (spec 2 §3 "Organization theme"); public. */
export const organizationTheme = z.object({
  name: z.string(),
  subdomain: z.string(),
  businessId: z.string(),
  organizationIds: z.array(z.string()),
  logoURL: z.string().optional(),
  faviconURL: z.string().optional(),
  logoVersion: z.number().optional(),
  themeColor: z.string().optional(),
  themeColorSecondary: z.string().optional(),
  customPortalURL: z.string().optional(),
  customTermsOfService: z.string().optional(),
  customPrivacyPolicy: z.string().optional(),
  enduserDisplayName: z.string().optional(),
  portalSettings: z.object({
    authentication: z.record(z.string(), z.unknown()).optional(),
    communication: z.record(z.string(), z.unknown()).optional(),
  }).loose(),
  /** per portal page: disabled, retitled, mobile order (from portal_customizations) */
  pageSettings: z.array(z.object({
    page: z.string(),
    disabled: z.boolean().optional(),
    title: z.string().optional(),
    mobileBottomNavigationPosition: z.number().optional(),
  })),
})

export const userDisplayInfo = z.object({
  id: z.string(),
  fname: z.string().optional(),
  lname: z.string().optional(),
  displayName: z.string().optional(),
  avatar: z.string().optional(),
  lastActive: z.string().optional(),
  lastLogout: z.string().optional(),
})

/** Identity's /v1 calls for staff, organizations and partners, with their literal names and schemas. */
export const identityRoutes = [
  call({
    operation: 'users.register', method: 'POST', path: '/users/register', callers: ['public'],
    input: registerUserInput, output: userWithToken,
    summary: 'Register a staff user; without inviteCode a new organization is created with the user as owner and Admin; with one, the invited user sets their password',
  }),
  call({
    operation: 'users.login', method: 'POST', path: '/users/login', callers: ['public'],
    input: loginUserInput, output: userWithToken, summary: 'Sign a staff user in',
  }),
  call({
    operation: 'users.login-google', method: 'POST', path: '/users/login-google', callers: ['public'],
    input: z.object({ jwt: z.string() }).loose(), output: userWithToken,
    summary: 'Sign a staff user in with a Google ID token (verified against the configured JWKS)',
  }),
  call({
    operation: 'users.request-password-reset', method: 'POST', path: '/request-password-reset', callers: ['public'],
    input: z.object({ email: z.string() }).loose(), output: empty,
    summary: 'Email a single-use password reset link (valid 1 hour); answers the same whether or not the account exists',
  }),
  call({
    operation: 'users.reset-password', method: 'POST', path: '/reset-password', callers: ['public'],
    input: z.object({ resetToken: z.string(), newPassword: z.string() }).loose(), output: empty,
    summary: 'Set a new password with a reset token; every session of the user ends',
  }),
  call({
    operation: 'users.submit-email-verification', method: 'POST', path: '/users/submit-email-verification', callers: ['public'],
    input: z.object({ email: z.string(), code: z.string() }).loose(), output: userWithToken,
    summary: 'Verify a staff email address with the code sent at registration',
  }),
  call({
    operation: 'users.request-email-verification', method: 'POST', path: '/users/request-email-verification', callers: ['user'],
    input: z.object({}).loose(), output: empty,
    summary: "Email the signed-in user a new 6-digit verification code; every earlier code stops working (400 'Email is already verified' once verified)",
  }),
  call({
    operation: 'users.request-email-change', method: 'POST', path: '/users/request-email-change', callers: ['user'],
    input: z.object({ email: emailValidator }).loose(), output: empty,
    summary: "Change the signed-in user's sign-in email, step 1: a 6-digit code goes to the new address (valid 1 hour, 5 tries) and a notice to the current one",
  }),
  call({
    operation: 'users.confirm-email-change', method: 'POST', path: '/users/confirm-email-change', callers: ['user'],
    input: z.object({ email: emailValidator, code: z.string().max(20) }).loose(), output: z.object({ user: users.record }),
    summary: "Change the signed-in user's sign-in email, step 2: the code sent to the new address applies it ('Invalid or expired confirmation code' otherwise); the old address is told",
  }),
  call({
    operation: 'sessions.refresh', method: 'POST', path: '/refresh-session', callers: ['user'],
    input: z.object({ invalidatePreviousToken: z.boolean().optional() }).loose(), output: userWithToken,
    summary: 'Exchange a valid user session for a fresh token',
  }),
  call({
    operation: 'sessions.logout', method: 'POST', path: '/logout-api', aliases: ['/logout-api'], callers: ['user', 'enduser'],
    input: z.object({}).loose(), summary: 'Revoke the calling session at once',
  }),
  call({
    operation: 'users.invite', method: 'POST', path: '/invite-user-to-organization', callers: ['user', 'apiKey'],
    input: inviteUserInput, output: z.object({ created: users.record }),
    summary: 'Admin: create a user in a (sub-)organization and email them an invitation to set a password',
  }),
  call({
    operation: 'users.invite-existing', method: 'POST', path: '/invite-existing-user-to-organization', callers: ['user', 'apiKey'],
    input: z.object({ userId: id }).loose(), output: empty,
    summary: "Admin: add an existing user of the business to the caller's (sub-)organization and tell them by email",
  }),
  call({
    operation: 'users.generate-auth-token', method: 'GET', path: '/generate-auth-token', callers: ['user', 'apiKey'],
    input: generateAuthTokenInput, output: z.union([userWithToken, z.object({ authToken: z.string(), enduser: endusers.record })]),
    summary: "Admin: a session token for a user of the business, found by id, externalId, email or phone; a patient's id answers the patient's session",
  }),
  call({
    operation: 'users.display-info', method: 'GET', path: '/user-display-info', callers: ['user', 'enduser', 'apiKey'],
    input: z.object({ id: z.string().optional() }).loose(), output: z.array(userDisplayInfo),
    summary: "Display information of the business's users (names, avatar, presence), readable by patients",
  }),
  call({
    operation: 'users.display-names', method: 'GET', path: '/user-display-names', callers: ['user', 'apiKey'],
    input: empty, output: z.array(z.object({ id: z.string(), fname: z.string().optional(), lname: z.string().optional(), displayName: z.string().optional() })),
    summary: "Names of the business's users",
  }),
  call({
    operation: 'users.configure-inbox', method: 'POST', path: '/users/configure-inbox', callers: ['user'],
    input: z.object({ username: z.string(), fname: z.string(), lname: z.string() }).loose(), output: userWithToken,
    summary: "Choose the caller's username (their inbox address) and names",
  }),
  call({
    operation: 'organizations.create-sub', method: 'POST', path: '/sub-organization', callers: ['user'],
    input: newOrganizationInput, output: z.object({ created: organizations.record }),
    summary: "Admin: create a sub-organization of the caller's business",
  }),
  call({
    operation: 'organizations.create-and-join', method: 'POST', path: '/organizations/create-and-join', callers: ['user'],
    input: newOrganizationInput, output: z.object({ authToken: z.string(), organization: organizations.record, user: users.record }),
    summary: 'Admin: create a sub-organization and join it',
  }),
  call({
    operation: 'organizations.info', method: 'GET', path: '/organization-info', callers: ['public'],
    input: z.object({ subdomain: z.string().optional(), customPortalURL: z.string().optional() }).loose(), output: organizationTheme,
    summary: "An organization's public branding, found by subdomain or custom portal URL",
  }),
  call({
    operation: 'organizations.theme', method: 'GET', path: '/organization-theme', callers: ['public'],
    input: z.object({ businessId: z.string(), organizationIds: z.array(z.string()).optional() }).loose(), output: z.object({ theme: organizationTheme }),
    summary: "An organization's public branding, by business id",
  }),
  call({
    operation: 'api_keys.add', method: 'POST', path: '/add-api-key', callers: ['user'],
    input: empty, output: z.object({ id: z.string(), key: z.string() }),
    summary: 'Create an API key for the caller; the key is answered once and only its hash is kept',
  }),
  call({
    operation: 'api_keys.remove', method: 'DELETE', path: '/remove-api-key', callers: ['user'],
    input: z.object({ id }).loose(), output: empty,
    summary: 'Delete one of the caller’s API keys; requests with it are refused at once',
  }),
] as const

export const identityCalls: RouteDef[] = [...identityRoutes]

/** What a gateway sends to resolve a credential: the Authorization header's value. */
export const authenticateInput = z.object({ authorization: z.string().optional() }).loose()

/** Identity's bus-only calls (no /v1 route). */
export const identityBusRoutes = [
  bus({
    operation: 'sessions.authenticate', input: authenticateInput,
    summary: "Gateways: the Session of an Authorization header value ('Bearer <token>' or 'API_KEY <key>'), or 401",
  }),
  bus({
    operation: 'endusers.tally',
    input: z.object({
      createdRange: z.object({ from: z.string().optional(), to: z.string().optional() }).loose().optional(),
      updatedRange: z.object({ from: z.string().optional(), to: z.string().optional() }).loose().optional(),
      range: z.object({ interval: z.enum(['Hourly', 'Daily', 'Weekly', 'Monthly']), field: z.enum(['createdAt', 'updatedAt']) }).optional(),
    }).loose(),
    output: z.object({ count: z.number(), values: z.array(z.object({ timestamp: z.string(), value: z.number() })).optional() }),
    summary: "Records' analytics: how many endusers the caller may read, optionally by interval (the repository's tally)",
  }),
  bus({
    operation: 'endusers.unsubscribe-link',
    input: z.object({ enduserId: idValidator, type: z.string().trim().min(1).max(100) }).loose(),
    output: z.object({ url: z.string() }),
    summary: "Senders of messages to patients: the portal's /unsubscribe link for one patient and kind of message, with a signed token (the call refuses links without one)",
  }),
  bus({
    operation: 'endusers.for-form',
    input: z.object({ businessId: idValidator, enduserId: idValidator }).loose(),
    output: z.object({ enduser: z.record(z.string(), z.unknown()).optional() }),
    summary: "Forms: a patient's profile (as staff would read it) to prepopulate a form's answers; absent when no such patient in the business",
  }),
  bus({
    operation: 'endusers.apply-intake',
    input: z.object({
      businessId: idValidator, enduserId: idValidator, actor: z.object({ type: z.string(), id: z.string() }).optional(),
      fields: z.record(z.string(), z.unknown()),
    }).loose(),
    output: z.object({ updated: z.array(z.string()), refused: z.array(z.object({ field: z.string(), message: z.string() })) }),
    summary: "Forms: a submitted form's intake answers (email, phone, fname, lname, dateOfBirth, gender, state, height, weight, custom fields) written to the patient; values the patient's rules refuse are answered, not written",
  }),
  bus({
    operation: 'endusers.public-form-session',
    input: z.object({
      businessId: idValidator,
      email: z.string().max(250).optional(), phone: z.string().max(25).optional(),
      fname: z.string().max(100).optional(), lname: z.string().max(100).optional(),
      dateOfBirth: z.string().max(100).optional(), state: z.string().max(100).optional(),
      skipMatch: z.boolean().optional(),
      /** the one response the session may fill */
      formId: idValidator, responseId: idValidator,
    }).loose(),
    output: z.object({ enduserId: z.string(), authToken: z.string(), created: z.boolean() }),
    summary: "Forms: the patient who opens a public form — matched by email, then phone (unless skipMatch), or created — and a session scoped to filling that one response (never the patient's own session)",
  }),
  bus({
    operation: 'users.for-scheduling',
    input: z.object({ businessId: idValidator, userIds: z.array(idValidator).max(1000).optional() }).loose(),
    output: z.object({
      users: z.array(z.object({
        id: z.string(), fname: z.string().optional(), lname: z.string().optional(), displayName: z.string().optional(), avatar: z.string().optional(),
        timezone: z.string().optional(), weeklyAvailabilities: z.array(z.unknown()), credentialedStates: z.array(z.unknown()),
      })),
    }),
    summary: "Scheduling: the business's staff (or those named) with what availability needs — weekly hours, state licences, time zone — and their display name and avatar",
  }),
  bus({
    operation: 'users.for-notifications',
    input: z.object({ businessId: idValidator, userIds: z.array(idValidator).min(1).max(1000) }).loose(),
    output: z.object({
      users: z.array(z.object({
        id: z.string(), email: z.string().optional(), fname: z.string().optional(),
        notificationPreferences: z.record(z.string(), z.object({ email: z.boolean().optional() }).loose()),
        notificationEmailsDisabled: z.boolean(),
      })),
    }),
    summary: "Messaging: the named staff members' email address and notification settings, to email them a notification they asked for",
  }),
  bus({
    operation: 'endusers.public-booking-session',
    input: z.object({
      businessId: idValidator, email: z.string().max(250),
      fname: z.string().max(100).optional(), lname: z.string().max(100).optional(), phone: z.string().max(25).optional(),
      dateOfBirth: z.string().max(100).optional(), state: z.string().max(100).optional(),
    }).loose(),
    output: z.object({ enduserId: z.string(), authToken: z.string() }),
    summary: "Scheduling: a public booking page's intake creates the patient and a patient session to book with; an email of an existing patient answers 409 (never that patient's session)",
  }),
  bus({
    operation: 'organizations.of-business', input: z.object({}).loose(), output: z.object({ ids: z.array(z.string()) }),
    summary: "Every service's organizationIds rule: the ids of the caller's business and of the organizations below it",
  }),
  bus({
    operation: 'ping', input: empty, output: z.object({ ok: z.literal(true) }),
    summary: "Gateways' readiness check: identity answers on the bus",
  }),
] as const

export type IdentityBusOperation = (typeof identityBusRoutes)[number]['operation']

/** Bus-only operations (no /v1 route). */
export const IDENTITY_INTERNAL = {
  authenticate: 'sessions.authenticate',
  tallyEndusers: 'endusers.tally',
  unsubscribeLink: 'endusers.unsubscribe-link',
  enduserForForm: 'endusers.for-form',
  applyIntake: 'endusers.apply-intake',
  publicFormSession: 'endusers.public-form-session',
  usersForScheduling: 'users.for-scheduling',
  usersForNotifications: 'users.for-notifications',
  publicBookingSession: 'endusers.public-booking-session',
  organizationsOfBusiness: 'organizations.of-business',
  ping: 'ping',
} as const satisfies Record<string, IdentityBusOperation>
