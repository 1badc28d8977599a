// email_sync_denials (spec 1 §3 "Communication": email required and unique): addresses whose mail
// an email integration's sync must not bring in. Staff only.
import { emailValidator } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const emailSyncDenials = defineCollection({
  name: 'email_sync_denials',
  service: 'messaging',
  fields: { email: emailValidator.optional() },
  required: ['email'],
  unique: [{ fields: ['email'] }],
  searchFields: ['email'],
})
