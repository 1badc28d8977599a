// api_keys (spec 1 §3): a partner's key. Only its hash is stored; the key is answered once by
// /add-api-key. Creator-only (spec 1 §6).
import { maxLengthString as text } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const apiKeys = defineCollection({
  name: 'api_keys',
  service: 'identity',
  fields: {
    hashedKey: text(250).optional(),
  },
  readonly: ['hashedKey'],
  hidden: ['hashedKey'],
  creatorOnly: true,
})
