// enduser_custom_types (spec 1 §3 "People"): kinds of enduser with their own built-in and custom fields.
import { z } from 'zod'
import { listValidator as list, maxLengthString as text } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const enduserCustomTypes = defineCollection({
  name: 'enduser_custom_types',
  service: 'identity',
  fields: {
    title: text(250).optional(),
    builtinFields: list(z.record(z.string(), z.unknown())).optional(),
    customFields: list(z.record(z.string(), z.unknown())).optional(),
  },
  required: ['title'],
  searchFields: ['title'],
})
