// The form flow (spec 3 §4): a tree of fields from the root, walked one field at a time. Pure
// functions over a plain state object, so the React engine, its offline drafts and the tests share
// one implementation. Fields inside a question group are not part of the tree: their group carries
// them.
import type { AnswerEntry, AnswerValueByType, FormAnswer, FormField, StoredAnswerEntry } from './types.ts'
import { DEFAULT_RATING_RANGE, validateAnswer, validateResponseLength, type FileEntry, type ValidationContext } from './validation.ts'

export const ROOT_NOT_FOUND = 'Root not found for given fields'

export interface FlowState {
  currentId: string
  /** The fields passed on the way to the current one, oldest first. */
  history: string[]
  entries: AnswerEntry[]
  /** Second entries of fields with options.repeat. */
  repeats: Record<string, unknown>
}

const inTree = (f: FormField) => !f.isInGroup

export function findRoot(fields: readonly FormField[]): FormField {
  const root = fields.find((f) => inTree(f) && f.previousFields.some((p) => p.type === 'root'))
  if (!root) throw new Error(ROOT_NOT_FOUND)
  return root
}

/** Fields placed directly under `fieldId`, by an after or a previousEquals condition. */
export function childrenOf(fields: readonly FormField[], fieldId: string): FormField[] {
  return fields.filter(
    (f) => inTree(f) && f.previousFields.some((p) => (p.type === 'after' || p.type === 'previousEquals') && p.info.fieldId === fieldId),
  )
}

/** Multiple choice and dropdown answers match when their list includes the value. */
export function answerEquals(answer: FormAnswer | undefined, expected: string): boolean {
  const value = answer?.value
  if (value === undefined || value === null) return false
  if (Array.isArray(value)) return value.some((v) => (typeof v === 'string' ? v : JSON.stringify(v)) === expected)
  return String(value) === expected
}

const entryOf = (state: Pick<FlowState, 'entries'>, fieldId: string) => state.entries.find((e) => e.fieldId === fieldId)

/** The field after `fieldId` given the answers so far, or undefined at the end of the form. */
export function nextFieldId(fields: readonly FormField[], state: Pick<FlowState, 'entries'>, fieldId: string): string | undefined {
  const children = childrenOf(fields, fieldId)
  if (children.length <= 1) return children[0]?.id
  const byAnswer = children.find((child) =>
    child.previousFields.some(
      (p) => p.type === 'previousEquals' && p.info.fieldId === fieldId && answerEquals(entryOf(state, fieldId)?.answer, p.info.equals),
    ),
  )
  if (byAnswer) return byAnswer.id
  return children.find((child) => child.previousFields.some((p) => p.type === 'after' && p.info.fieldId === fieldId))?.id
}

/** The starting answer of a field: what its widget shows before anyone touches it. */
export function initialAnswer(field: FormField, now: Date = new Date(), timeZone = defaultTimeZone()): FormAnswer {
  const o = field.options ?? {}
  const v = <T extends FormField['type']>(type: T, value?: AnswerValueByType[T]) => ({ type, value }) as FormAnswer
  switch (field.type) {
    case 'multiple_choice':
    case 'Dropdown':
    case 'Database Select':
    case 'Medications':
    case 'files':
      return v(field.type, [])
    case 'ranking':
      return v('ranking', [...(o.choices ?? [])])
    case 'rating': {
      const from = o.from ?? DEFAULT_RATING_RANGE.from
      const to = o.to ?? DEFAULT_RATING_RANGE.to
      return v('rating', Math.round((from + to) / 2))
    }
    case 'Question Group':
      return v('Question Group', (o.subFields ?? []).map(({ id }) => ({ id })))
    case 'Table Input':
      return v('Table Input', o.tableChoices?.length ? [o.tableChoices.map((c) => ({ label: c.label, entry: '' }))] : [])
    case 'Address':
      return v('Address', { addressLineOne: '', addressLineTwo: '', city: '', state: '', zipCode: '' })
    case 'signature':
      return v('signature', {
        signed: false,
        fullName: '',
        ...(o.pdfAttachment ? { pdfAttachment: o.pdfAttachment } : {}),
        ...(o.signatureUrl ? { url: o.signatureUrl } : {}),
      })
    case 'Time':
      return v('Time', formatTime(now, timeZone))
    case 'description':
      return v('description', '')
    case 'number':
    case 'file':
    case 'date':
      return v(field.type)
    default:
      return v(field.type, '')
  }
}

export function defaultTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

/** 'hh:mm AM Zone', the Time field's answer. */
export function formatTime(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hour12: true, timeZone }).formatToParts(date)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('hour').padStart(2, '0')}:${part('minute')} ${part('dayPeriod').toUpperCase()} ${timeZone}`
}

export function isCalledOut(field: FormField, answer: FormAnswer): boolean {
  return (field.calloutConditions ?? []).some((c) => answerEquals(answer, c.value))
}

function newEntry(field: FormField, answer: FormAnswer): AnswerEntry {
  return {
    fieldId: field.id,
    fieldTitle: field.title,
    ...(field.description ? { fieldDescription: field.description } : {}),
    ...(field.htmlDescription ? { fieldHtmlDescription: field.htmlDescription } : {}),
    ...(field.externalId ? { externalId: field.externalId } : {}),
    ...(field.sharedWithEnduser !== undefined ? { sharedWithEnduser: field.sharedWithEnduser } : {}),
    touched: false,
    includeInSubmit: false,
    isCalledOut: isCalledOut(field, answer),
    answer,
  }
}

/**
 * A stored answer as the field's typed answer, when it was given to a field of that type. The
 * server checked its shape when it was saved (the forms service's answer check); a draft on the
 * device is the engine's own.
 */
export function storedAnswer(field: Pick<FormField, 'type'>, stored: StoredAnswerEntry['answer']): FormAnswer | undefined {
  return stored.type === field.type ? ({ type: field.type, value: stored.value } as FormAnswer) : undefined
}

/** A fresh flow at the root; earlier answers (a draft, answers saved by the server) are kept. */
export function startFlow(fields: readonly FormField[], initialAnswers: readonly StoredAnswerEntry[] = [], now = new Date()): FlowState {
  const root = findRoot(fields)
  const entries = fields.map((f): AnswerEntry => {
    const earlier = initialAnswers.find((a) => a.fieldId === f.id && a.answer.type === f.type)
    const answer = earlier && storedAnswer(f, earlier.answer)
    return earlier && answer ? { ...newEntry(f, answer), ...earlier, answer, includeInSubmit: false } : newEntry(f, initialAnswer(f, now))
  })
  return markIncluded({ currentId: root.id, history: [], entries, repeats: {} }, root.id, true)
}

function markIncluded(state: FlowState, fieldId: string, includeInSubmit: boolean): FlowState {
  return { ...state, entries: state.entries.map((e) => (e.fieldId === fieldId ? { ...e, includeInSubmit } : e)) }
}

/** Moves to the next field; the current one goes on the history stack. Unchanged at the end. */
export function goNext(fields: readonly FormField[], state: FlowState): FlowState {
  const next = nextFieldId(fields, state, state.currentId)
  if (!next) return state
  return markIncluded({ ...state, currentId: next, history: [...state.history, state.currentId] }, next, true)
}

/** Back to the previous field; the one left is no longer submitted. Unchanged at the root. */
export function goBack(state: FlowState): FlowState {
  const previous = state.history.at(-1)
  if (previous === undefined) return state
  return { ...markIncluded(state, state.currentId, false), currentId: previous, history: state.history.slice(0, -1) }
}

export function isLast(fields: readonly FormField[], state: FlowState): boolean {
  return nextFieldId(fields, state, state.currentId) === undefined
}

/** A new answer for a field: touched, and its callout recomputed. */
export function setAnswer(fields: readonly FormField[], state: FlowState, fieldId: string, value: unknown): FlowState {
  const field = fields.find((f) => f.id === fieldId)
  if (!field) return state
  return {
    ...state,
    entries: state.entries.map((e) => {
      if (e.fieldId !== fieldId) return e
      const answer = { type: e.answer.type, value } as FormAnswer
      return { ...e, answer, touched: true, isCalledOut: isCalledOut(field, answer) }
    }),
  }
}

export function setRepeat(state: FlowState, fieldId: string, value: unknown): FlowState {
  return { ...state, repeats: { ...state.repeats, [fieldId]: value } }
}

/** Marks a field (and a group's subfields) touched, so its errors show. */
export function touch(fields: readonly FormField[], state: FlowState, fieldId: string): FlowState {
  const ids = new Set([fieldId, ...(fields.find((f) => f.id === fieldId)?.options?.subFields?.map((s) => s.id) ?? [])])
  return { ...state, entries: state.entries.map((e) => (ids.has(e.fieldId) && !e.touched ? { ...e, touched: true } : e)) }
}

/** Steps taken and an estimate of the whole path along the answers given so far. */
export function progress(fields: readonly FormField[], state: FlowState): { step: number; total: number } {
  let remaining = 0
  const seen = new Set<string>([state.currentId])
  for (let id = nextFieldId(fields, state, state.currentId); id && !seen.has(id); id = nextFieldId(fields, state, id)) {
    seen.add(id)
    remaining++
  }
  const step = state.history.length + 1
  return { step, total: step + remaining }
}

/** The validation context of one field: its repeat, its pending files and, for a group, its subfields. */
export function validationContext(
  fields: readonly FormField[],
  state: FlowState,
  fieldId: string,
  fileEntries?: ReadonlyMap<string, FileEntry>,
): ValidationContext {
  const isFile = (id: string) => ['file', 'files'].includes(fields.find((f) => f.id === id)?.type ?? '')
  return {
    repeat: state.repeats[fieldId],
    fileEntry: fileEntries && isFile(fieldId) ? fileEntries.get(fieldId) ?? { fieldId, files: [] } : undefined,
    fieldsById: new Map(fields.map((f) => [f.id, f])),
    entriesById: new Map(state.entries.map((e) => [e.fieldId, e])),
    repeatsById: new Map(Object.entries(state.repeats)),
    ...(fileEntries ? { fileEntriesById: new Map(fields.map((f) => [f.id, fileEntries.get(f.id) ?? { fieldId: f.id, files: [] }])) } : {}),
  }
}

/**
 * A field's message: spec 3 §5's rules 1–20 in order, then its "Other rules" form-level limits
 * ('Response must not exceed 1000 characters', 10000 for long text, 'Response must be a number')
 * that the forms service applies to every answer — optional ones and a group's subfields too — so
 * an answer that passes Next is not refused on save or submit.
 */
export function validateField(fields: readonly FormField[], state: FlowState, fieldId: string, fileEntries?: ReadonlyMap<string, FileEntry>): string | null {
  const field = fields.find((f) => f.id === fieldId)
  if (!field) return null
  const error = validateAnswer(field, entryOf(state, fieldId), validationContext(fields, state, fieldId, fileEntries))
  if (error) return error
  const ids = [fieldId, ...(field.type === 'Question Group' ? field.options?.subFields?.map((s) => s.id) ?? [] : [])]
  for (const id of ids) {
    const answer = entryOf(state, id)?.answer
    const limit = answer ? validateResponseLength(answer) : null
    if (limit) return limit
  }
  return null
}

/** Drops an empty 'Other' text (after trimming) from a dropdown or multiple choice answer. */
export function trimOther(answer: FormAnswer): FormAnswer {
  if ((answer.type === 'multiple_choice' || answer.type === 'Dropdown') && answer.value) {
    return { ...answer, value: answer.value.filter((v) => v.trim() !== '') }
  }
  return answer
}

export type SubmittedEntry = Omit<AnswerEntry, 'touched' | 'includeInSubmit'>

/** What is sent on submit: the fields on the path taken, each group followed by its subfields. */
export function responsesForSubmit(fields: readonly FormField[], state: FlowState): SubmittedEntry[] {
  const out: SubmittedEntry[] = []
  const add = (fieldId: string) => {
    const e = entryOf(state, fieldId)
    if (!e || out.some((o) => o.fieldId === fieldId)) return
    const { touched: _t, includeInSubmit: _i, ...rest } = e
    out.push({ ...rest, answer: trimOther(e.answer) })
  }
  for (const id of [...state.history, state.currentId]) {
    if (!entryOf(state, id)?.includeInSubmit) continue
    add(id)
    for (const sub of fields.find((f) => f.id === id && f.type === 'Question Group')?.options?.subFields ?? []) add(sub.id)
  }
  return out
}
