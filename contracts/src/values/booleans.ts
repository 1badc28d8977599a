// Booleans (spec 1 §5): true / false, or their string forms (query strings carry them as text).
import { z } from 'zod'
import { ValueMessages } from './value-messages.ts'

const fromText = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value)

export const booleanValidator = z.preprocess(fromText, z.boolean({ error: ValueMessages.invalidBoolean }))
