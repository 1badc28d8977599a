// api_keys (spec 1 §3): a partner's key. Only its hash is stored; the key is answered once by
// /add-api-key. Creator-only (spec 1 §6). lastUsedAt: when a request last authenticated with the
// key (stamped at most once a minute), so a partner can tell stale keys from live ones.
import { z } from 'zod'
import { maxLengthString as text } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const apiKeys = defineCollection({
  name: 'api_keys',
  service: 'identity',
  fields: {
    hashedKey: text(250).optional(),
    lastUsedAt: z.string().optional(),
  },
  readonly: ['hashedKey', 'lastUsedAt'],
  hidden: ['hashedKey'],
  creatorOnly: true,
  // the SDK's api_keys.createOne (POST /api-key) answers the key once, never the record
  createAnswer: z.object({ id: z.string(), key: z.string() }),
})
