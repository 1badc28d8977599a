// integrations (spec 1 §3): connections to outside services, records and credentials only.
// Creator-only (spec 1 §6). Tokens inside `authentication` never leave the service.
import { z } from 'zod'
import { booleanValidator, enumeration, listValidator as list, maxLengthString as text } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const INTEGRATION_AUTH_TYPES = ['oauth2', 'apiKey'] as const

export const integrationAuthentication = z.object({
  type: enumeration(INTEGRATION_AUTH_TYPES),
  info: z.record(z.string(), z.unknown()).optional(),
}).loose()

export const integrations = defineCollection({
  name: 'integrations',
  service: 'identity',
  fields: {
    title: text(250).optional(),
    authentication: integrationAuthentication.optional(),
    lastSync: z.string().optional(),
    emailDisabled: booleanValidator.optional(),
    syncUnrecognizedSenders: booleanValidator.optional(),
    calendars: list(z.record(z.string(), z.unknown())).optional(),
    environment: text(100).optional(),
  },
  required: ['title'],
  creatorOnly: true,
  // answered and published as { type } only
  secrets: { authentication: (v: unknown) => ({ type: (v as { type?: unknown } | null)?.type }) },
  readonly: ['lastSync'],
  searchFields: ['title'],
})
