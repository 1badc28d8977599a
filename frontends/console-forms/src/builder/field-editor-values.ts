// The field editor's values (what the dialog's inputs hold) and the update they make: title,
// description, optional, shared with the patient, and the options of the field's type (spec 3 §3).
import type { FormFieldOptions, TableInputChoice } from '@care/contracts/forms/index'
import { stableJson, type FieldRecord } from '../records.ts'
import { canRepeat, hasLength } from './field-types.ts'

export interface TableColumn {
  label: string
  type: 'Text' | 'Date' | 'Select'
  choices: string
}

export interface EditorValues {
  title: string
  description: string
  isOptional: boolean
  sharedWithEnduser: boolean
  /** one choice a line */
  choices: string
  radio: boolean
  other: boolean
  minLength: string
  maxLength: string
  repeat: boolean
  from: string
  to: string
  /** comma separated: image, pdf, video … */
  validFileTypes: string
  databaseId: string
  databaseLabel: string
  tableChoices: TableColumn[]
}

const num = (n: number | undefined) => (n === undefined || n === -1 ? '' : String(n))

export function editorValues(f: FieldRecord): EditorValues {
  const o = f.options ?? {}
  return {
    title: f.title ?? '',
    description: f.description ?? '',
    isOptional: Boolean(f.isOptional),
    sharedWithEnduser: Boolean(f.sharedWithEnduser),
    choices: (o.choices ?? []).join('\n'),
    radio: Boolean(o.radio),
    other: Boolean(o.other),
    minLength: num(o.minLength),
    maxLength: num(o.maxLength),
    repeat: Boolean(o.repeat),
    from: num(o.from),
    to: num(o.to),
    validFileTypes: (o.validFileTypes ?? []).join(', '),
    databaseId: o.databaseId ?? '',
    databaseLabel: o.databaseLabel ?? '',
    tableChoices: (o.tableChoices ?? []).map((c) => ({ label: c.label, type: c.type, choices: c.type === 'Select' ? (c.info?.choices ?? []).join(', ') : '' })),
  }
}

const lines = (text: string) => text.split('\n').map((s) => s.trim()).filter(Boolean)
const commaList = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean)

/** A problem with the values that the server would refuse or the form could not use, or ''. */
export function editorProblem(type: string, v: EditorValues): string {
  if (!v.title.trim()) return 'A title is required'
  if ((type === 'multiple_choice' || type === 'Dropdown' || type === 'ranking') && lines(v.choices).length === 0) return 'Add at least one choice'
  for (const k of ['minLength', 'maxLength', 'from', 'to'] as const) if (v[k].trim() && !Number.isFinite(Number(v[k]))) return `${k} must be a number`
  if (type === 'rating' && v.from.trim() && v.to.trim() && Number(v.from) >= Number(v.to)) return 'From must be less than To'
  if (hasLength(type) && v.minLength.trim() && v.maxLength.trim() && Number(v.minLength) > Number(v.maxLength)) return 'Minimum length must not exceed maximum length'
  if (type === 'Table Input' && v.tableChoices.some((c) => !c.label.trim())) return 'Every column needs a label'
  if (type === 'Database Select' && !v.databaseId) return 'Choose a database'
  return ''
}

/** The options the type keeps, from the values (others the field had are left as they were). */
export function optionsOf(type: string, v: EditorValues, before: FormFieldOptions = {}): FormFieldOptions {
  const o: FormFieldOptions = { ...before }
  const setNum = (k: 'minLength' | 'maxLength' | 'from' | 'to', text: string) => {
    if (text.trim()) o[k] = Number(text)
    else delete o[k]
  }
  if (type === 'multiple_choice' || type === 'Dropdown' || type === 'ranking') o.choices = lines(v.choices)
  // a flag is written once set, so an untouched one does not count as a change
  const flag = (k: 'radio' | 'other' | 'repeat', value: boolean) => {
    if (value || before[k] !== undefined) o[k] = value
  }
  if (type === 'multiple_choice') flag('radio', v.radio)
  if (type === 'multiple_choice' || type === 'Dropdown') flag('other', v.other)
  if (hasLength(type)) {
    setNum('minLength', v.minLength)
    setNum('maxLength', v.maxLength)
  }
  if (canRepeat(type)) flag('repeat', v.repeat)
  if (type === 'rating') {
    setNum('from', v.from)
    setNum('to', v.to)
  }
  if (type === 'file' || type === 'files') {
    const list = commaList(v.validFileTypes)
    if (list.length) o.validFileTypes = list
    else delete o.validFileTypes
  }
  if (type === 'Database Select') {
    o.databaseId = v.databaseId
    o.databaseLabel = v.databaseLabel
  }
  if (type === 'Table Input') {
    o.tableChoices = v.tableChoices.map(
      (c): TableInputChoice => (c.type === 'Select' ? { label: c.label.trim(), type: 'Select', info: { choices: commaList(c.choices) } } : { label: c.label.trim(), type: c.type }),
    )
  }
  return o
}

/** The update of a field: only what changed; options are written whole. */
export function editorUpdates(f: FieldRecord, v: EditorValues): Partial<FieldRecord> {
  const u: Partial<FieldRecord> = {}
  if (v.title.trim() !== f.title) u.title = v.title.trim()
  if (v.description.trim() !== (f.description ?? '')) u.description = v.description.trim()
  if (v.isOptional !== Boolean(f.isOptional)) u.isOptional = v.isOptional
  if (v.sharedWithEnduser !== Boolean(f.sharedWithEnduser)) u.sharedWithEnduser = v.sharedWithEnduser
  const options = optionsOf(f.type, v, f.options)
  if (stableJson(options) !== stableJson(f.options ?? {})) u.options = options
  return u
}
