// organizations (spec 1 §3 "Organization and access"), owned by identity.
import { z } from 'zod'
import { idValidator, nonNegativeNumberValidator } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const organizations = defineCollection({
  name: 'organizations',
  service: 'identity',
  references: { owner: 'users' },
  fields: {
    name: z.string().max(100).optional(),
    subdomain: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'Invalid subdomain').optional(),
    limits: z.record(z.string(), z.unknown()).optional(),
    owner: idValidator.optional(),
    parentOrganizationId: z.string().optional(),
    subscriptionExpiresAt: z.string().optional(),
    subscriptionPeriod: nonNegativeNumberValidator.optional(),
    logoVersion: nonNegativeNumberValidator.optional(),
    faviconVersion: nonNegativeNumberValidator.optional(),
    roles: z.array(z.string().max(100)).max(1000).optional(),
    skills: z.array(z.string().max(100)).max(1000).optional(),
    themeColor: z.string().max(100).optional(),
    themeColorSecondary: z.string().max(100).optional(),
    enduserDisplayName: z.string().max(100).optional(),
    customPortalURL: z.string().max(1000).optional(),
    portalSettings: z.record(z.string(), z.unknown()).optional(),
    settings: z.record(z.string(), z.unknown()).optional(),
    timezone: z.string().max(100).optional(),
    forwardAllIncomingEmailsTo: z.string().max(250).optional(),
    customTermsOfService: z.string().max(1000).optional(),
    customPrivacyPolicy: z.string().max(1000).optional(),
  },
  required: ['name', 'subdomain'],
  readonly: ['limits'],
  unique: [{ fields: ['subdomain'], scope: 'global', message: 'Subdomain is already taken' }],
  searchFields: ['name', 'subdomain'],
})
