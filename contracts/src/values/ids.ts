// Record ids (spec 1 §5): 24 hexadecimal characters; 'Invalid id'.
import { z } from 'zod'
import { OBJECT_ID_PATTERN } from '../record.ts'
import { listValidator } from './strings.ts'
import { ValueMessages } from './value-messages.ts'

/** One record id. Ids are issued in lower case; an upper-cased copy is accepted and lowered. */
export const idValidator = z
  .string({ error: ValueMessages.invalidId })
  .toLowerCase()
  .regex(OBJECT_ID_PATTERN, { error: ValueMessages.invalidId })

/** A list of record ids (at most 1000). */
export const idListValidator = listValidator(idValidator)
