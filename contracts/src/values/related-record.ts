// The SDK's RelatedRecord: a record another one points at, by collection (type) and id.
import { z } from 'zod'
import { maxLengthString as text } from './strings.ts'

export const relatedRecordValidator = z.object({
  type: text(100),
  id: text(100),
  creator: text(100).optional(),
  environment: text(100).optional(),
})
export type RelatedRecord = z.output<typeof relatedRecordValidator>
