// databases and database_records (spec 1 §3 "Forms"; spec 3 §3 "Database record"), owned by the
// forms service: staff-kept tables whose records feed Database Select fields
// (/form-fields/load-choices-from-database) and prepopulated answers. A database's title is unique
// and its numRecords (read-only) follows its records' creation and deletion.
import { z } from 'zod'
import { booleanValidator, enumeration, idValidator, listValidator as list, maxLengthString as text, nonNegativeNumberValidator } from '../values/index.ts'
import { defineCollection } from './define.ts'

const json = z.record(z.string(), z.unknown())

/** Value types of spec 3 §3, then the public SDK's further ones. */
export const DATABASE_VALUE_TYPES = [
  'Text', 'Text Long', 'Number', 'Multiple Select', 'Text List', 'Address',
  'Email', 'Phone', 'Dropdown', 'Timestamp', 'Date',
] as const
export type DatabaseValueType = (typeof DATABASE_VALUE_TYPES)[number]

export const DATABASE_TITLE_TAKEN = 'A database with this title already exists'

const shortText = text(1000)
const longText = text(25000)
const textList = list(text(1000))
const address = z.object({
  addressLineOne: text(250).optional(), addressLineTwo: text(250).optional(),
  lineOne: text(250).optional(), lineTwo: text(250).optional(),
  city: text(250).optional(), state: text(250).optional(), zipCode: text(25).optional(), zipPlusFour: text(25).optional(),
}).loose()

/** What each value type holds ('' clears a Number). */
const valueRule: Record<DatabaseValueType, z.ZodType> = {
  Text: shortText, 'Text Long': longText, Email: shortText, Phone: shortText, Dropdown: shortText, Timestamp: shortText, Date: shortText,
  Number: z.union([z.number(), z.literal('')]),
  'Multiple Select': textList, 'Text List': textList,
  Address: address,
}
const valueMessage: Record<DatabaseValueType, string> = {
  Text: 'Text value must be text of at most 1000 characters', 'Text Long': 'Text Long value must be text of at most 25000 characters',
  Email: 'Email value must be text', Phone: 'Phone value must be text', Dropdown: 'Dropdown value must be text',
  Timestamp: 'Timestamp value must be text', Date: 'Date value must be text',
  Number: 'Number value must be a number', 'Multiple Select': 'Multiple Select value must be a list of text',
  'Text List': 'Text List value must be a list of text', Address: 'Address value must be an address',
}

export const databaseRecordValueValidator = z.object({
  label: text(250),
  type: enumeration(DATABASE_VALUE_TYPES),
  value: z.unknown().optional(),
}).loose().superRefine((v, ctx) => {
  if (v.value === undefined || v.value === null) return
  const rule = valueRule[v.type as DatabaseValueType]
  if (rule && !rule.safeParse(v.value).success) ctx.addIssue({ code: 'custom', path: ['value'], message: valueMessage[v.type as DatabaseValueType] })
})

export const databases = defineCollection({
  name: 'databases',
  service: 'forms',
  fields: {
    title: text(250).optional(),
    fields: list(z.object({
      type: enumeration(DATABASE_VALUE_TYPES),
      label: text(250),
      required: booleanValidator.optional(),
      hideFromTable: booleanValidator.optional(),
      options: json.optional(),
    }).loose()).optional(),
    numRecords: nonNegativeNumberValidator.optional(),
    visibleForRoles: list(text(250)).optional(),
  },
  required: ['title', 'fields'],
  readonly: ['numRecords'],
  counters: ['numRecords'],
  defaults: { numRecords: 0 },
  unique: [{ fields: ['title'], message: DATABASE_TITLE_TAKEN }],
  searchFields: ['title'],
})

export const databaseRecords = defineCollection({
  name: 'database_records',
  service: 'forms',
  references: { databaseId: 'databases' },
  fields: {
    databaseId: idValidator.optional(),
    values: list(databaseRecordValueValidator).optional(),
  },
  required: ['databaseId', 'values'],
  updatesDisabled: ['databaseId'],
})
