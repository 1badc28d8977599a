// The field editor's values (what the dialog's inputs hold) and the update they make: title,
// description (and the HTML one a field may have), optional, shared with the patient, the options
// of the field's type (spec 3 §3), call-outs, the patient field an answer writes (intakeField) and
// where a starting answer comes from (prepopulateFromFields / prepopulateFromDatabase). Shapes are
// the public SDK's FormField.
import type { FormFieldOptions, TableInputChoice } from '@care/contracts/forms/index'
import type { UpdateOf } from '@care/sdk'
import { stableJson, type FieldRecord } from '../records.ts'
import { canPrepopulate, canRepeat, hasLength } from './field-types.ts'
import { isWebAddress } from './form-settings.ts'

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
  /** Database Select: only records whose value under filterLabel matches the answer to filterFieldId (options.databaseFilter) */
  filterFieldId: string
  filterLabel: string
  tableChoices: TableColumn[]
  htmlDescription: string
  /** signature: the PDF to sign (a web address or a stored file's name) or a web page shown instead */
  pdfAttachment: string
  signatureUrl: string
  /** one a line: answers that call the response out to staff (calloutConditions, 'Equals') */
  callouts: string
  intakeField: string
  prepopulateFromFields: boolean
  prepopulateDatabaseId: string
  prepopulateLabel: string
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
    filterFieldId: o.databaseFilter?.fieldId ?? '',
    filterLabel: o.databaseFilter?.databaseLabel ?? '',
    tableChoices: (o.tableChoices ?? []).map((c) => ({ label: c.label, type: c.type, choices: c.type === 'Select' ? (c.info?.choices ?? []).join(', ') : '' })),
    htmlDescription: f.htmlDescription ?? '',
    pdfAttachment: o.pdfAttachment ?? '',
    signatureUrl: o.signatureUrl ?? '',
    callouts: calloutValues(f).join('\n'),
    intakeField: f.intakeField ?? '',
    prepopulateFromFields: Boolean(f.prepopulateFromFields),
    prepopulateDatabaseId: f.prepopulateFromDatabase?.databaseId ?? '',
    prepopulateLabel: f.prepopulateFromDatabase?.field ?? '',
  }
}

const calloutValues = (f: FieldRecord) => (f.calloutConditions ?? []).map((c) => String(c.value))

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
  if (type === 'Database Select' && Boolean(v.filterFieldId) !== Boolean(v.filterLabel)) return 'Choose both the question and the database value to filter by'
  if (type === 'signature' && v.signatureUrl.trim() && !isWebAddress(v.signatureUrl.trim())) return 'The document to show must be a web address (https://…)'
  if (canPrepopulate(type)) {
    if (v.prepopulateFromFields && !v.intakeField.trim()) return "Choose the patient's field to fill the answer in from"
    if (Boolean(v.prepopulateDatabaseId) !== Boolean(v.prepopulateLabel)) return 'Choose both the database and its value to fill the answer in from'
  }
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
    if (v.filterFieldId && v.filterLabel) o.databaseFilter = { fieldId: v.filterFieldId, databaseLabel: v.filterLabel }
    else delete o.databaseFilter
  }
  if (type === 'signature') {
    for (const k of ['pdfAttachment', 'signatureUrl'] as const) {
      if (v[k].trim()) o[k] = v[k].trim()
      else delete o[k]
    }
  }
  if (type === 'Table Input') {
    o.tableChoices = v.tableChoices.map(
      (c): TableInputChoice => (c.type === 'Select' ? { label: c.label.trim(), type: 'Select', info: { choices: commaList(c.choices) } } : { label: c.label.trim(), type: c.type }),
    )
  }
  return o
}

/** The update of a field: only what changed; options are written whole. */
export function editorUpdates(f: FieldRecord, v: EditorValues): UpdateOf<'form_fields'> {
  const u: UpdateOf<'form_fields'> = {}
  if (v.title.trim() !== f.title) u.title = v.title.trim()
  if (v.description.trim() !== (f.description ?? '')) u.description = v.description.trim()
  if (v.isOptional !== Boolean(f.isOptional)) u.isOptional = v.isOptional
  if (v.sharedWithEnduser !== Boolean(f.sharedWithEnduser)) u.sharedWithEnduser = v.sharedWithEnduser
  if (v.htmlDescription.trim() !== (f.htmlDescription ?? '')) u.htmlDescription = v.htmlDescription.trim()
  const options = optionsOf(f.type, v, f.options)
  if (stableJson(options) !== stableJson(f.options ?? {})) u.options = options
  const callouts = lines(v.callouts)
  if (stableJson(callouts) !== stableJson(calloutValues(f))) u.calloutConditions = callouts.map((value) => ({ comparison: 'Equals', value }))
  if (canPrepopulate(f.type)) Object.assign(u, patientUpdates(f, v))
  return u
}

/** intakeField and prepopulation: null unsets what was set (the server's update rule) */
function patientUpdates(f: FieldRecord, v: EditorValues): UpdateOf<'form_fields'> {
  const u: UpdateOf<'form_fields'> = {}
  const intake = v.intakeField.trim()
  if (intake !== (f.intakeField ?? '')) u.intakeField = intake || null
  if (v.prepopulateFromFields !== Boolean(f.prepopulateFromFields)) u.prepopulateFromFields = v.prepopulateFromFields
  const db = f.prepopulateFromDatabase
  if (v.prepopulateDatabaseId !== (db?.databaseId ?? '') || v.prepopulateLabel !== (db?.field ?? '')) {
    u.prepopulateFromDatabase = v.prepopulateDatabaseId && v.prepopulateLabel ? { ...db, databaseId: v.prepopulateDatabaseId, field: v.prepopulateLabel } : null
  }
  return u
}
