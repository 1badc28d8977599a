// Per-field validation of the form engine (spec 3 §5), shared by the browser (Next is disabled while
// a field is invalid) and the forms service (the same rules on submit). The rules run in the
// spec's order and the first that fails gives the message; the order matters, e.g. a signed
// signature without a name says 'Please enter your full name' before anything else.
import { parsePhoneNumberFromString } from 'libphonenumber-js'
import { regexes } from 'zod/v4/core'
import { LIMITS } from '../constants.ts'
import type { AnswerEntry, FormField, PendingFile, TableInputCell } from './types.ts'

export const FormValidationMessages = {
  valueNotProvided: 'Value not provided',
  fileNotProvided: 'File not provided',
  fullNameRequired: 'Please enter your full name',
  invalidPhone: 'Enter a valid phone number',
  tooLong: (n: number) => `Answer must be no more than ${n} characters`,
  tooShort: (n: number) => `Answer must be at least ${n} characters`,
  answersMustMatch: 'Answers must match',
  medicationRequired: 'At least one medication is required',
  drugRequired: 'A drug selection is required for each medication',
  fileRequired: 'A file is required',
  responseRequired: 'A response is required',
  addressLineOneRequired: 'Address Line 1 is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'ZIP code is required',
  invalidZip: 'Enter a valid ZIP code',
  invalidEmail: 'Enter a valid email',
  tableValueRequired: (label: string, row: number) => `Enter a value for ${label} in row ${row}`,
  tableDateFormat: (label: string, row: number) => `Enter a date in MM-DD-YYYY format for ${label} in row ${row}`,
  dateFormat: 'Enter a date in MM-DD-YYYY format',
  valueMustBeChecked: 'A value must be checked',
  valueMustBeSelected: 'A value must be selected',
  numberRequired: 'Please enter a number',
  ratingRange: (from: number, to: number) => `Please enter a number between ${from} and ${to}`,
  acceptSignatureTerms: 'Please accept the terms of this signature',
  fileType: (types: string[]) => `File must have type: ${types.join(', ')}`,
  responseTooLong: (n: number) => `Response must not exceed ${n} characters`,
  responseMustBeNumber: 'Response must be a number',
} as const

export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/
export const DATE_STRING_PATTERN = /^\d{2}-\d{2}-\d{4}$/
/** The drug choice that asks for the drug as free text (spec 3 §4 "Medication entry"). */
export const UNKNOWN_DRUG = 'Unknown'
export const DEFAULT_RATING_RANGE = { from: 1, to: 10 } as const
/** Form-level limits on one answer's text (spec 3 §5 "Other rules"). */
export const RESPONSE_MAX_LENGTH = 1000
export const LONG_RESPONSE_MAX_LENGTH = 10000

/** Files chosen for a field in the browser and not uploaded yet. */
export interface FileEntry {
  fieldId: string
  files: PendingFile[]
}

export interface ValidationContext {
  /** The browser keeps one file entry per field; `null` says it has none for this field ('File
   *  not provided'). Left out (as on the server) the uploaded files in the answer are what counts. */
  fileEntry?: FileEntry | null
  /** The second, repeated entry of a field with `options.repeat`. */
  repeat?: unknown
  /** Question groups: the subfields and their entries (and file entries) by field id. */
  fieldsById?: ReadonlyMap<string, FormField>
  entriesById?: ReadonlyMap<string, AnswerEntry>
  fileEntriesById?: ReadonlyMap<string, FileEntry>
  repeatsById?: ReadonlyMap<string, unknown>
}

/** A blank check treats whitespace-only text as empty. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** Phone numbers are read as US numbers unless they carry a country code. */
export function phoneNumberError(value: unknown): string | null {
  if (typeof value !== 'string' || isBlank(value)) return FormValidationMessages.invalidPhone
  const parsed = parsePhoneNumberFromString(value, 'US')
  return parsed?.isValid() ? null : FormValidationMessages.invalidPhone
}

/** validFileTypes are human-readable kinds ('Image', 'PDF'); a file matches when its MIME type or
 *  its name's extension contains one of them, lower-cased. */
export function fileTypeMatches(file: { name?: string; type?: string }, validFileTypes: string[]): boolean {
  const type = (file.type ?? '').toLowerCase()
  const extension = (file.name ?? '').split('.').pop()?.toLowerCase() ?? ''
  return validFileTypes.some((t) => {
    const kind = t.toLowerCase()
    return kind !== '' && (type.includes(kind) || extension === kind)
  })
}

/** The same check as contracts' email rule (zod's email pattern, at most LIMITS.email characters),
 *  without pulling zod's schema runtime into the browser's form engine. */
export const isEmail = (value: unknown): boolean =>
  typeof value === 'string' && value.trim().length <= LIMITS.email && regexes.email.test(value.trim())

const textLength = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).length : 0)

function tableError(rows: TableInputCell[][], field: FormField): string | null {
  const columns = field.options?.tableChoices ?? []
  for (const [index, row] of rows.entries()) {
    const labels = columns.length ? columns.map((c) => c.label) : row.map((c) => c.label)
    for (const label of labels) {
      const entry = row.find((c) => c.label === label)?.entry
      if (isBlank(entry)) return FormValidationMessages.tableValueRequired(label, index + 1)
      const column = columns.find((c) => c.label === label)
      if (column?.type === 'Date' && !DATE_STRING_PATTERN.test(entry!)) {
        return FormValidationMessages.tableDateFormat(label, index + 1)
      }
    }
  }
  return null
}

/** an uploaded file names its stored file or at least the chosen one: an empty object is no file */
const namesAFile = (v: unknown): v is { name?: string; type?: string } =>
  !!v && typeof v === 'object' && (!isBlank((v as { secureName?: unknown }).secureName) || !isBlank((v as { name?: unknown }).name))

function filesOf(entry: AnswerEntry, context: ValidationContext): { name?: string; type?: string }[] {
  const pending = context.fileEntry?.files ?? []
  const { answer } = entry
  const uploaded: unknown[] = answer.type === 'file' ? [answer.value] : answer.type === 'files' ? answer.value ?? [] : []
  return [...uploaded.filter(namesAFile), ...pending]
}

/** The first rule of spec 3 §5 the answer breaks, or null when it is valid. */
export function validateAnswer(field: FormField, entry: AnswerEntry | undefined | null, context: ValidationContext = {}): string | null {
  const m = FormValidationMessages
  // 1
  if (!entry) return m.valueNotProvided
  if (context.fileEntry === null) return m.fileNotProvided
  const { answer } = entry
  const value: unknown = answer.value
  const options = field.options ?? {}
  // 2
  if (answer.type === 'signature' && answer.value?.signed && isBlank(answer.value.fullName)) return m.fullNameRequired
  // 3
  if (answer.type === 'phone' && !(field.isOptional && isBlank(value))) {
    const error = phoneNumberError(value)
    if (error) return error
  }
  // 4
  if (field.type === 'description') return null
  // 5
  if (field.type === 'string' || field.type === 'stringLong' || field.type === 'number') {
    // an optional field left empty has nothing to measure
    const measured = !(field.isOptional && isBlank(value))
    if (measured && options.maxLength !== undefined && options.maxLength !== -1 && textLength(value) > options.maxLength) {
      return m.tooLong(options.maxLength)
    }
    if (measured && options.minLength !== undefined && options.minLength !== -1 && textLength(value) < options.minLength) {
      return m.tooShort(options.minLength)
    }
  }
  // 6
  if (options.repeat && !(field.isOptional && isBlank(value) && isBlank(context.repeat))) {
    if (String(value ?? '') !== String(context.repeat ?? '')) return m.answersMustMatch
  }
  // 7
  if (field.isOptional) return null
  // 8
  if (answer.type === 'Medications') {
    if (!answer.value?.length) return m.medicationRequired
    // 'Unknown' as the drug stands for the free-text other drug, which is then required
    const named = (d: { drugName?: string; otherDrug?: string }) => !isBlank(d.otherDrug) || (!isBlank(d.drugName) && d.drugName !== UNKNOWN_DRUG)
    if (!answer.value.every(named)) return m.drugRequired
  }
  // 9
  if ((field.type === 'file' || field.type === 'files') && filesOf(entry, context).length === 0) return m.fileRequired
  // 10 (files were counted by rule 9: before upload the answer itself is still empty)
  if (field.type !== 'file' && field.type !== 'files' && typeof value !== 'number' && isBlank(value)) return m.responseRequired
  // 11
  if (answer.type === 'Address' && answer.value) {
    const a = answer.value
    if (isBlank(a.addressLineOne)) return m.addressLineOneRequired
    if (isBlank(a.city)) return m.cityRequired
    if (isBlank(a.state)) return m.stateRequired
    if (isBlank(a.zipCode)) return m.zipRequired
    if (!ZIP_CODE_PATTERN.test(a.zipCode.trim())) return m.invalidZip
  }
  // 12
  if (answer.type === 'email' && !isEmail(value)) return m.invalidEmail
  // 13
  if (answer.type === 'Table Input') {
    if (!answer.value?.length) return m.responseRequired
    const error = tableError(answer.value, field)
    if (error) return error
  }
  // 14
  if (answer.type === 'dateString' && !DATE_STRING_PATTERN.test(String(value).trim())) return m.dateFormat
  // 15
  if (answer.type === 'multiple_choice' && !answer.value?.length) return m.valueMustBeChecked
  if ((answer.type === 'Dropdown' || answer.type === 'Database Select') && !answer.value?.length) return m.valueMustBeSelected
  // 16
  if (field.type === 'number' && (typeof value !== 'number' || !Number.isFinite(value))) return m.numberRequired
  // 17
  if (field.type === 'rating') {
    const from = options.from ?? DEFAULT_RATING_RANGE.from
    const to = options.to ?? DEFAULT_RATING_RANGE.to
    if (typeof value !== 'number' || value < from || value > to) return m.ratingRange(from, to)
  }
  // 18
  if (answer.type === 'signature') {
    if (isBlank(answer.value?.fullName)) return m.fullNameRequired
    if (!answer.value?.signed) return m.acceptSignatureTerms
  }
  // 19
  if (field.type === 'Question Group') {
    for (const { id } of options.subFields ?? []) {
      const subField = context.fieldsById?.get(id)
      if (!subField) continue
      const error = validateAnswer(subField, context.entriesById?.get(id), {
        ...context,
        fileEntry: context.fileEntriesById ? context.fileEntriesById.get(id) ?? null : undefined,
        repeat: context.repeatsById?.get(id),
      })
      if (error) return error
    }
  }
  // 20
  if (options.validFileTypes?.length && (field.type === 'file' || field.type === 'files')) {
    if (filesOf(entry, context).some((f) => !fileTypeMatches(f, options.validFileTypes!))) return m.fileType(options.validFileTypes)
  }
  return null
}

/** Form-level limits on a submitted answer, whatever the field's options say. */
export function validateResponseLength(answer: { type: string; value?: unknown }): string | null {
  if ((answer.type === 'number' || answer.type === 'rating') && answer.value !== undefined) {
    return typeof answer.value === 'number' && Number.isFinite(answer.value) ? null : FormValidationMessages.responseMustBeNumber
  }
  if (typeof answer.value !== 'string') return null
  const max = answer.type === 'stringLong' ? LONG_RESPONSE_MAX_LENGTH : RESPONSE_MAX_LENGTH
  return answer.value.length > max ? FormValidationMessages.responseTooLong(max) : null
}
