// Identity's named calls (spec 1 §7 "User session"). Generic collection calls come from generic.ts.
import { z } from 'zod'
import { requestSubject } from '../bus.ts'
import { users } from '../collections/users.ts'
import type { RouteDef } from './types.ts'

const call = (r: Omit<RouteDef, 'service' | 'subject'>): RouteDef => ({
  ...r,
  service: 'identity',
  subject: requestSubject('identity', r.operation),
})

const userWithToken = z.object({ authToken: z.string(), user: users.record })

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

export const identityCalls: RouteDef[] = [
  call({
    operation: 'users.register', method: 'POST', path: '/users/register', callers: ['public'],
    input: registerUserInput, output: userWithToken,
    summary: 'Register a staff user; without inviteCode a new organization is created with the user as owner and Admin',
  }),
  call({
    operation: 'users.login', method: 'POST', path: '/users/login', callers: ['public'],
    input: loginUserInput, output: userWithToken, summary: 'Sign a staff user in',
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
]

/** Bus-only operations (no /v1 route). */
export const IDENTITY_INTERNAL = {
  authenticate: 'sessions.authenticate',
  ping: 'ping',
} as const
