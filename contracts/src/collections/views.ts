// Saved views (spec 1 §3 "People"), owned by records: how the console shows patients and tables.
//   enduser_views         — the patients table: columns (fields), filter, sort, column style
//   enduser_profile_views — the patient profile: its blocks
//   table_views           — any other table (page): its columns and filter
import { z } from 'zod'
import { booleanValidator, emptyOk, idListValidator, idValidator, listValidator as list, maxLengthString as text } from '../values/index.ts'
import { defineCollection } from './define.ts'

const json = z.record(z.string(), z.unknown())

export const ENDUSER_VIEW_TITLE_TAKEN = 'An enduser view with this title already exists'
export const ENDUSER_PROFILE_VIEW_TITLE_TAKEN = 'An enduser profile view with this title already exists'

export const enduserViews = defineCollection({
  name: 'enduser_views',
  service: 'records',
  references: { 'defaultForUserIds[]': 'users', customTypeId: 'enduser_custom_types' },
  fields: {
    title: text(250).optional(),
    fields: list(text(250)).optional(),
    filter: json.optional(),
    sort: list(z.object({ field: text(250), direction: z.enum(['asc', 'desc']) })).optional(),
    defaultForRole: text(250).optional(),
    hideFromRoles: list(text(250)).optional(),
    defaultForUserIds: idListValidator.optional(),
    hideProfileLink: booleanValidator.optional(),
    customTypeId: emptyOk(idValidator).optional(),
    style: z.record(z.string(), z.object({ width: z.number().optional(), wrap: text(100).optional() })).optional(),
  },
  // fields is optional (spec 1 §3, the public SDK): a view without columns shows the default ones
  required: ['title'],
  unique: [{ fields: ['title'], message: ENDUSER_VIEW_TITLE_TAKEN }],
  searchFields: ['title'],
})

export const enduserProfileViews = defineCollection({
  name: 'enduser_profile_views',
  service: 'records',
  references: { 'defaultForUserIds[]': 'users' },
  fields: {
    title: text(250).optional(),
    blocks: list(json).optional(),
    showCompose: booleanValidator.optional(),
    defaultForUserIds: idListValidator.optional(),
    defaultForRoles: list(text(250)).optional(),
    hiddenFromRoles: list(text(250)).optional(),
  },
  required: ['title', 'blocks'],
  unique: [{ fields: ['title'], message: ENDUSER_PROFILE_VIEW_TITLE_TAKEN }],
  searchFields: ['title'],
})

export const tableViews = defineCollection({
  name: 'table_views',
  service: 'records',
  references: { 'defaultForUserIds[]': 'users' },
  fields: {
    title: text(250).optional(),
    page: text(250).optional(),
    columns: list(json).optional(),
    defaultForRoles: list(text(250)).optional(),
    defaultForUserIds: idListValidator.optional(),
    filter: json.optional(),
  },
  required: ['title', 'page', 'columns'],
  searchFields: ['title', 'page'],
})
