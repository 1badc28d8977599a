import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { AnswerEntry, FormAnswer, FormField, FormFieldOptions, FormFieldType } from './types.ts'
import { fileTypeMatches, isBlank, validateAnswer, validateResponseLength, type FileEntry } from './validation.ts'

const field = (type: FormFieldType, extra: Partial<FormField> = {}, options?: FormFieldOptions): FormField => ({
  id: `f-${type}`,
  formId: 'form',
  title: type,
  type,
  previousFields: [{ type: 'root' }],
  ...(options ? { options } : {}),
  ...extra,
})
const entry = (answer: FormAnswer, fieldId = `f-${answer.type}`): AnswerEntry => ({ fieldId, fieldTitle: answer.type, answer })
const check = (f: FormField, answer: FormAnswer, context = {}) => validateAnswer(f, entry(answer, f.id), context)

test('rule 1: no answer entry, no file entry', () => {
  assert.equal(validateAnswer(field('string'), undefined), 'Value not provided')
  assert.equal(validateAnswer(field('string', { isOptional: true }), null), 'Value not provided')
  assert.equal(check(field('file'), { type: 'file' }, { fileEntry: null }), 'File not provided')
  // comes before every other rule, even for a description
  assert.equal(check(field('description'), { type: 'description', value: '' }, { fileEntry: null }), 'File not provided')
})

test('rule 2: a signed signature without a name asks for the name first', () => {
  const signature = field('signature', { isOptional: true })
  assert.equal(check(signature, { type: 'signature', value: { signed: true, fullName: '  ' } }), 'Please enter your full name')
  // optional fields stop at rule 7, but not before rule 2
  assert.equal(check(signature, { type: 'signature', value: { signed: false, fullName: '' } }), null)
})

test('rule 3: phone numbers; an optional empty phone passes', () => {
  const phone = field('phone')
  assert.equal(check(phone, { type: 'phone', value: '(212) 555-0123' }), null)
  assert.equal(check(phone, { type: 'phone', value: '+44 7911 123456' }), null)
  assert.equal(check(phone, { type: 'phone', value: '555' }), 'Enter a valid phone number')
  assert.equal(check(phone, { type: 'phone', value: 'call me' }), 'Enter a valid phone number')
  assert.equal(check(phone, { type: 'phone', value: '' }), 'Enter a valid phone number')
  assert.equal(check(field('phone', { isOptional: true }), { type: 'phone', value: '' }), null)
  assert.equal(check(field('phone', { isOptional: true }), { type: 'phone', value: '12' }), 'Enter a valid phone number')
})

test('rule 4: description fields always pass', () => {
  assert.equal(check(field('description'), { type: 'description' }), null)
})

test('rule 5: maxLength and minLength for string, stringLong and number; -1 means no limit', () => {
  const limited = (type: 'string' | 'stringLong', options: FormFieldOptions) => field(type, {}, options)
  assert.equal(check(limited('string', { maxLength: 3 }), { type: 'string', value: 'abcd' }), 'Answer must be no more than 3 characters')
  assert.equal(check(limited('stringLong', { maxLength: 3 }), { type: 'stringLong', value: 'abc' }), null)
  assert.equal(check(limited('string', { minLength: 3 }), { type: 'string', value: 'ab' }), 'Answer must be at least 3 characters')
  assert.equal(check(limited('string', { minLength: -1, maxLength: -1 }), { type: 'string', value: 'a' }), null)
  assert.equal(check(field('number', {}, { maxLength: 2 }), { type: 'number', value: 123 }), 'Answer must be no more than 2 characters')
  // maxLength comes before minLength and before the required check
  assert.equal(check(limited('string', { minLength: 2 }), { type: 'string', value: '' }), 'Answer must be at least 2 characters')
  // an optional field left empty is not measured
  assert.equal(check(field('string', { isOptional: true }, { minLength: 2 }), { type: 'string', value: '' }), null)
  assert.equal(check(field('string', { isOptional: true }, { minLength: 2 }), { type: 'string', value: 'a' }), 'Answer must be at least 2 characters')
})

test('rule 6: a repeated answer must match; skipped for an optional field with both empty', () => {
  const email = field('email', {}, { repeat: true })
  assert.equal(check(email, { type: 'email', value: 'ann@example.com' }, { repeat: 'ann@example.org' }), 'Answers must match')
  assert.equal(check(email, { type: 'email', value: 'ann@example.com' }, { repeat: 'ann@example.com' }), null)
  const optional = field('string', { isOptional: true }, { repeat: true })
  assert.equal(check(optional, { type: 'string', value: '' }, { repeat: '' }), null)
  assert.equal(check(optional, { type: 'string', value: '' }, { repeat: 'x' }), 'Answers must match')
})

test('rule 7: optional fields that reach it are valid', () => {
  assert.equal(check(field('email', { isOptional: true }), { type: 'email', value: '' }), null)
  assert.equal(check(field('multiple_choice', { isOptional: true }), { type: 'multiple_choice', value: [] }), null)
  assert.equal(check(field('Medications', { isOptional: true }), { type: 'Medications', value: [] }), null)
})

test('rule 8: medications', () => {
  const meds = field('Medications')
  assert.equal(check(meds, { type: 'Medications', value: [] }), 'At least one medication is required')
  assert.equal(check(meds, { type: 'Medications' }), 'At least one medication is required')
  assert.equal(
    check(meds, { type: 'Medications', value: [{ displayTerm: 'Aspirin', drugName: 'Aspirin 81 MG' }, { displayTerm: 'x', drugName: '' }] }),
    'A drug selection is required for each medication',
  )
  assert.equal(check(meds, { type: 'Medications', value: [{ displayTerm: 'x', drugName: '', otherDrug: 'Home remedy' }] }), null)
  // 'Unknown' needs the other drug's text
  assert.equal(check(meds, { type: 'Medications', value: [{ displayTerm: 'x', drugName: 'Unknown' }] }), 'A drug selection is required for each medication')
  assert.equal(check(meds, { type: 'Medications', value: [{ displayTerm: 'x', drugName: 'Unknown', otherDrug: ' ' }] }), 'A drug selection is required for each medication')
  assert.equal(check(meds, { type: 'Medications', value: [{ displayTerm: 'x', drugName: 'Unknown', otherDrug: 'Tea' }] }), null)
})

test('rule 9: file and files need a file, uploaded or chosen', () => {
  const pending = (files: FileEntry['files']): { fileEntry: FileEntry } => ({ fileEntry: { fieldId: 'f-file', files } })
  assert.equal(check(field('file'), { type: 'file' }), 'A file is required')
  assert.equal(check(field('files'), { type: 'files', value: [] }), 'A file is required')
  // an empty object in place of a file is no file (the server is sent whatever a client makes up)
  assert.equal(check(field('file'), { type: 'file', value: {} as never }), 'A file is required')
  assert.equal(check(field('files'), { type: 'files', value: [{ secureName: ' ' }] as never }), 'A file is required')
  assert.equal(check(field('file'), { type: 'file', value: { name: 'a.pdf', secureName: 'biz/a', type: 'application/pdf' } }), null)
  assert.equal(check(field('file'), { type: 'file' }, pending([])), 'A file is required')
  assert.equal(check(field('file'), { type: 'file' }, pending([{ name: 'a.png', size: 3, type: 'image/png' }])), null)
  assert.equal(check(field('files'), { type: 'files', value: [{ name: 'a.pdf', secureName: 's', type: 'application/pdf' }] }), null)
})

test('rule 10: an empty non-numeric answer', () => {
  for (const answer of [
    { type: 'string', value: '   ' },
    { type: 'string' },
    { type: 'stringLong', value: '' },
    { type: 'Time', value: '' },
    { type: 'number' },
    { type: 'Address' },
  ] as FormAnswer[]) {
    assert.equal(check(field(answer.type), answer), 'A response is required', answer.type)
  }
  assert.notEqual(check(field('number'), { type: 'number', value: 0 }), 'A response is required')
})

test('rule 11: address parts and the ZIP code', () => {
  const address = field('Address')
  const value = { addressLineOne: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' }
  const withValue = (v: Partial<typeof value>) => check(address, { type: 'Address', value: { ...value, ...v } })
  assert.equal(withValue({}), null)
  assert.equal(withValue({ zipCode: '62701-1234' }), null)
  assert.equal(withValue({ addressLineOne: ' ', city: '' }), 'Address Line 1 is required')
  assert.equal(withValue({ city: '', state: '' }), 'City is required')
  assert.equal(withValue({ state: '', zipCode: '' }), 'State is required')
  assert.equal(withValue({ zipCode: '' }), 'ZIP code is required')
  assert.equal(withValue({ zipCode: '6270' }), 'Enter a valid ZIP code')
  assert.equal(withValue({ zipCode: '62701-12' }), 'Enter a valid ZIP code')
})

test('rule 12: email format', () => {
  assert.equal(check(field('email'), { type: 'email', value: 'ann@' }), 'Enter a valid email')
  assert.equal(check(field('email'), { type: 'email', value: 'ann@example.com' }), null)
})

test('rule 13: table input cells, and date cells per row', () => {
  const table = field('Table Input', {}, {
    tableChoices: [
      { type: 'Text', label: 'Name', info: {} },
      { type: 'Date', label: 'Since', info: {} },
      { type: 'Select', label: 'Kind', info: { choices: ['A', 'B'] } },
    ],
  })
  const row = (name: string, since: string, kind: string) => [
    { label: 'Name', entry: name },
    { label: 'Since', entry: since },
    { label: 'Kind', entry: kind },
  ]
  const rows = (...r: ReturnType<typeof row>[]) => check(table, { type: 'Table Input', value: r })
  assert.equal(rows(row('Ann', '01-02-2020', 'A')), null)
  assert.equal(rows(row('Ann', '01-02-2020', 'A'), row('', '01-02-2020', 'A')), 'Enter a value for Name in row 2')
  assert.equal(rows(row('Ann', '1/2/2020', 'A')), 'Enter a date in MM-DD-YYYY format for Since in row 1')
  assert.equal(rows(row('Ann', '01-02-2020', '')), 'Enter a value for Kind in row 1')
  // a missing cell counts as empty
  assert.equal(check(table, { type: 'Table Input', value: [[{ label: 'Name', entry: 'Ann' }]] }), 'Enter a value for Since in row 1')
  assert.equal(check(table, { type: 'Table Input', value: [] }), 'A response is required')
})

test('rule 14: dateString is MM-DD-YYYY', () => {
  assert.equal(check(field('dateString'), { type: 'dateString', value: '1-2-2020' }), 'Enter a date in MM-DD-YYYY format')
  assert.equal(check(field('dateString'), { type: 'dateString', value: '01/02/2020' }), 'Enter a date in MM-DD-YYYY format')
  assert.equal(check(field('dateString'), { type: 'dateString', value: '01-02-2020' }), null)
})

test('rule 15: multiple choice and dropdown need a value', () => {
  assert.equal(check(field('multiple_choice'), { type: 'multiple_choice', value: [] }), 'A value must be checked')
  assert.equal(check(field('Dropdown'), { type: 'Dropdown', value: [] }), 'A value must be selected')
  assert.equal(check(field('Database Select'), { type: 'Database Select', value: [] }), 'A value must be selected')
  assert.equal(check(field('multiple_choice'), { type: 'multiple_choice', value: ['Yes'] }), null)
  assert.equal(check(field('Dropdown'), { type: 'Dropdown', value: ['Blue'] }), null)
})

test('rule 16: number must be numeric', () => {
  assert.equal(check(field('number'), { type: 'number', value: Number.NaN }), 'Please enter a number')
  assert.equal(check(field('number'), { type: 'number', value: 'twelve' as unknown as number }), 'Please enter a number')
  assert.equal(check(field('number'), { type: 'number', value: 12 }), null)
})

test('rule 17: rating lies between from and to (1 to 10 by default)', () => {
  assert.equal(check(field('rating'), { type: 'rating', value: 11 }), 'Please enter a number between 1 and 10')
  assert.equal(check(field('rating'), { type: 'rating', value: 0 }), 'Please enter a number between 1 and 10')
  assert.equal(check(field('rating'), { type: 'rating', value: 10 }), null)
  assert.equal(check(field('rating', {}, { from: 0, to: 5 }), { type: 'rating', value: 6 }), 'Please enter a number between 0 and 5')
  assert.equal(check(field('rating', {}, { from: 0, to: 5 }), { type: 'rating', value: 0 }), null)
})

test('rule 18: signature needs a full name, then acceptance', () => {
  const signature = field('signature')
  assert.equal(check(signature, { type: 'signature', value: { signed: false, fullName: '' } }), 'Please enter your full name')
  assert.equal(check(signature, { type: 'signature', value: { signed: false, fullName: 'Ann Lee' } }), 'Please accept the terms of this signature')
  assert.equal(check(signature, { type: 'signature', value: { signed: true, fullName: 'Ann Lee' } }), null)
})

test('rule 19: a question group validates its subfields', () => {
  const name = field('string', { id: 'name', isInGroup: true })
  const email = field('email', { id: 'email', isInGroup: true })
  const group = field('Question Group', { id: 'group' }, { subFields: [{ id: 'name' }, { id: 'email' }] })
  const fieldsById = new Map([name, email].map((f) => [f.id, f]))
  const entries = (n: string, e: string) =>
    new Map([
      ['name', entry({ type: 'string', value: n }, 'name')],
      ['email', entry({ type: 'email', value: e }, 'email')],
    ])
  const groupAnswer: FormAnswer = { type: 'Question Group', value: [{ id: 'name' }, { id: 'email' }] }
  assert.equal(check(group, groupAnswer, { fieldsById, entriesById: entries('', 'a@b.co') }), 'A response is required')
  assert.equal(check(group, groupAnswer, { fieldsById, entriesById: entries('Ann', 'a@') }), 'Enter a valid email')
  assert.equal(check(group, groupAnswer, { fieldsById, entriesById: entries('Ann', 'a@b.co') }), null)
  // a subfield without an entry
  assert.equal(check(group, groupAnswer, { fieldsById, entriesById: new Map() }), 'Value not provided')
})

test('rule 20: uploads limited by validFileTypes', () => {
  const images = field('file', {}, { validFileTypes: ['Image', 'PDF'] })
  const chosen = (name: string, type: string) => ({ fileEntry: { fieldId: images.id, files: [{ name, size: 1, type }] } })
  assert.equal(check(images, { type: 'file' }, chosen('a.txt', 'text/plain')), 'File must have type: Image, PDF')
  assert.equal(check(images, { type: 'file' }, chosen('a.png', 'image/png')), null)
  assert.equal(check(images, { type: 'file' }, chosen('scan.pdf', 'application/pdf')), null)
  // rule 9 comes first
  assert.equal(check(images, { type: 'file' }), 'A file is required')
  assert.equal(fileTypeMatches({ name: 'x.PDF', type: '' }, ['pdf']), true)
  assert.equal(fileTypeMatches({ name: 'x.doc', type: 'application/msword' }, ['pdf']), false)
})

test('the order: the earlier rule wins when several fail', () => {
  // a signed signature without a name: rule 2, not rule 18's acceptance
  assert.equal(check(field('signature'), { type: 'signature', value: { signed: true, fullName: '' } }), 'Please enter your full name')
  // a too-long answer that does not repeat: rule 5 before rule 6
  assert.equal(check(field('string', {}, { maxLength: 2, repeat: true }), { type: 'string', value: 'abc' }, { repeat: 'x' }), 'Answer must be no more than 2 characters')
  // not matching before email format: rule 6 before rule 12
  assert.equal(check(field('email', {}, { repeat: true }), { type: 'email', value: 'a@' }, { repeat: 'b' }), 'Answers must match')
  // an empty medication list before anything about files or responses
  assert.equal(check(field('Medications'), { type: 'Medications' }), 'At least one medication is required')
})

test('isBlank treats whitespace-only text as empty', () => {
  assert.equal(isBlank(' \n\t'), true)
  assert.equal(isBlank(undefined), true)
  assert.equal(isBlank(0), false)
  assert.equal(isBlank('a'), false)
})

test('form-level response length and number messages', () => {
  assert.equal(validateResponseLength({ type: 'string', value: 'a'.repeat(1000) }), null)
  assert.equal(validateResponseLength({ type: 'string', value: 'a'.repeat(1001) }), 'Response must not exceed 1000 characters')
  assert.equal(validateResponseLength({ type: 'email', value: 'a'.repeat(1001) }), 'Response must not exceed 1000 characters')
  assert.equal(validateResponseLength({ type: 'stringLong', value: 'a'.repeat(10000) }), null)
  assert.equal(validateResponseLength({ type: 'stringLong', value: 'a'.repeat(10001) }), 'Response must not exceed 10000 characters')
  assert.equal(validateResponseLength({ type: 'number', value: '12' }), 'Response must be a number')
  assert.equal(validateResponseLength({ type: 'number', value: 12 }), null)
  assert.equal(validateResponseLength({ type: 'number' }), null)
})
