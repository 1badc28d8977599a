// files (spec 1 §3 "Work items", §7 "Files"; spec 2 §2.8), owned by records: an uploaded file's
// record; its bytes live in the file storage under secureName. Created only through
// /prepare-file-upload (which answers where to send the bytes); a patient reads, hides and deletes
// their own files, never those the staff hid from them (hiddenFromEnduser).
import {
  booleanValidator, emptyOk, idValidator, instantValidator, listValidator as list, maxLengthString as text, mimeTypeValidator, nonNegativeNumberValidator,
} from '../values/index.ts'
import { defineCollection } from './define.ts'

export const files = defineCollection({
  name: 'files',
  service: 'records',
  references: { enduserId: 'endusers' },
  fields: {
    name: text(250).optional(),
    size: nonNegativeNumberValidator.optional(),
    type: mimeTypeValidator.optional(),
    enduserId: emptyOk(idValidator).optional(),
    secureName: text(250).optional(),
    publicRead: booleanValidator.optional(),
    publicName: text(250).optional(),
    hideFromEnduserPortal: booleanValidator.optional(),
    pushedToClientPortal: booleanValidator.optional(),
    hiddenFromEnduser: booleanValidator.optional(),
    source: text(250).optional(),
    externalId: text(250).optional(),
    timestamp: instantValidator.optional(),
    confirmedAt: instantValidator.optional(),
    isCalledOut: booleanValidator.optional(),
    tags: list(text(100)).optional(),
  },
  required: ['name', 'size', 'type'],
  readonly: ['secureName', 'publicRead', 'confirmedAt'],
  updatesDisabled: ['size', 'type'],
  enduserAccess: { read: 'own', update: 'own', delete: 'own' },
  enduserHiddenWhen: 'hiddenFromEnduser',
  hiddenFromEndusers: ['hiddenFromEnduser', 'isCalledOut'],
  searchFields: ['name', 'tags'],
})
