import '@care/ui/testing/jsdom'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { fakeV1, json } from '@care/sdk/testing/fake-v1'
import type { AnswerEntry } from '@care/contracts/forms/index'
import { FILE_TOO_LARGE } from '@care/contracts/constants'
import { databaseChoice, databaseLabelOf, formServices, type PostForm } from './care-services.ts'

const ME = 'e'.repeat(24)

function setup(routes: Parameters<typeof fakeV1>[0]['routes']) {
  const v1 = fakeV1({ kind: 'enduser', routes })
  const client = v1.client({ id: ME })
  const posted: { url: string; form: FormData }[] = []
  let uploadStatus = 204
  const fetch: PostForm = async (url, init) => {
    posted.push({ url, form: init.body })
    return new Response(uploadStatus === 204 ? null : JSON.stringify({ message: 'Invalid file type' }), { status: uploadStatus })
  }
  return { v1, client, posted, fetch, failUploads: (status: number) => (uploadStatus = status) }
}

test('uploadFile: prepare-file-upload for the patient, the multipart POST with the fields then the file, confirm-upload → secureName', async () => {
  const { v1, client, posted, fetch, failUploads } = setup((req) => {
    if (req.path === '/v1/prepare-file-upload') return json(200, { presignedUpload: { url: 'http://care.test/v1/file-upload/t1', fields: { key: 'biz/f1' } }, file: { id: 'f1', secureName: 'biz/f1' } })
    if (req.path === '/v1/files/confirm-upload') return json(200, {})
    return undefined
  })
  const s = formServices(client, { accessCode: 'c1', enduserId: ME, fetch })
  const file = new File(['png-bytes'], 'card.png', { type: 'image/png' })
  assert.deepEqual(await s.uploadFile(file, { fieldId: 'q' }), { secureName: 'biz/f1' })
  assert.deepEqual(v1.requests.find((r) => r.path === '/v1/prepare-file-upload')!.body, { name: 'card.png', size: 9, type: 'image/png', enduserId: ME })
  assert.equal(posted[0]!.url, 'http://care.test/v1/file-upload/t1')
  assert.deepEqual([...posted[0]!.form.keys()], ['key', 'file'])
  assert.deepEqual(v1.requests.find((r) => r.path === '/v1/files/confirm-upload')!.body, { id: 'f1' })

  failUploads(400)
  await assert.rejects(s.uploadFile(file, { fieldId: 'q' }), /Invalid file type/)
  const huge = { name: 'big.bin', size: 1_000_000_001, type: '' } as File
  await assert.rejects(s.uploadFile(huge, { fieldId: 'q' }), new RegExp(FILE_TOO_LARGE))
  client.close()
})

test('loadChoices: pages of 500 after lastId, each record shown by the value of the field’s databaseLabel', async () => {
  const { v1, client, fetch } = setup((req) => {
    if (req.path === '/v1/form-fields/load-choices-from-database') {
      return json(200, { choices: [{ id: 'r1', databaseId: 'd1', values: [{ label: 'Carrier', value: 'Aetna' }, { label: 'Plan', value: 'Aetna HMO' }] }, { id: 'r2', databaseId: 'd1', values: [{ label: 'Plan', value: 'Self-pay' }] }] })
    }
    return undefined
  })
  const s = formServices(client, { accessCode: 'c1', enduserId: ME, fetch, databaseLabels: new Map([['plan', 'Plan']]) })
  // the record's values by label come along for options.databaseFilter (never stored in the answer)
  assert.deepEqual(await s.loadChoices('plan', 'r0'), [
    { text: 'Aetna HMO', databaseId: 'd1', recordId: 'r1', filterValues: { Carrier: 'Aetna', Plan: 'Aetna HMO' } },
    { text: 'Self-pay', databaseId: 'd1', recordId: 'r2', filterValues: { Plan: 'Self-pay' } },
  ])
  const q = v1.requests[0]!.query
  assert.deepEqual([q.get('fieldId'), q.get('limit'), q.get('lastId')], ['plan', '500', 'r0'])
  client.close()
})

test('drugLookup: display terms, drugs with their RxNorm codes, codes and NDCs for a drug; saves and submit go by access code', async () => {
  const { v1, client, fetch } = setup((req) => {
    if (req.path === '/v1/drug-lookup/drugs') return json(200, { drugs: [{ rxcui: '1', name: 'ibuprofen 200 MG Oral Tablet', synonym: 'Advil' }, { rxcui: '2', name: 'ibuprofen 200 MG Oral Tablet' }] })
    if (req.path === '/v1/drug-lookup/rxcui') return json(200, { rxNormCode: '5640' })
    if (req.path === '/v1/drug-lookup/ndcs') return json(200, { ndcs: ['0001', '0002'] })
    if (req.path === '/v1/save-field-response') return json(200, { formResponse: { id: 'r' } })
    if (req.path === '/v1/submit-form-response') return json(200, { formResponse: { id: 'r9', enduserId: ME, submittedAt: '2026-01-01T00:00:00Z' } })
    return undefined
  })
  const s = formServices(client, { accessCode: 'c7', enduserId: ME, fetch })
  assert.deepEqual(await s.drugLookup.searchTerms('ibu'), ['ibuprofen 200 MG Oral Tablet'])
  assert.deepEqual((await s.drugLookup.drugsFor('ibuprofen'))[0], { drugName: 'ibuprofen 200 MG Oral Tablet', drugSynonym: 'Advil', rxNormCode: '1' })
  assert.deepEqual(await s.drugLookup.codesFor('ibuprofen'), { rxNormCode: '5640', NDCs: ['0001', '0002'] })
  assert.equal(v1.requests.find((r) => r.path === '/v1/drug-lookup/ndcs')!.query.get('rxcui'), '5640')

  const entry: AnswerEntry = { fieldId: 'q', fieldTitle: 'Q', answer: { type: 'string', value: 'x' } }
  await s.onSaveField(entry)
  assert.deepEqual(v1.requests.find((r) => r.path === '/v1/save-field-response')!.body, { accessCode: 'c7', response: entry })
  await s.submit([entry])
  assert.deepEqual(v1.requests.find((r) => r.path === '/v1/submit-form-response')!.body, { accessCode: 'c7', responses: [entry] })
  // the submitted response is in the cache Documents and Home read
  assert.equal(client.collection('form_responses').get('r9')?.submittedAt, '2026-01-01T00:00:00Z', 'the submitted response is cached')
  client.close()
})

test("a Database Select choice shows the record's value under the field's databaseLabel, else its first; lists joined; empty → the record's id", () => {
  const record = { id: 'r1', databaseId: 'd1', values: [{ label: 'Plan', value: 'Gold' }, { label: 'Tags', value: ['a', 'b'] }, { label: 'Empty', value: '' }] }
  const labelOf = databaseLabelOf([{ id: 'q1', options: { databaseLabel: 'Tags' } }, { id: 'q2', options: null }])
  assert.deepEqual(databaseChoice(record, labelOf('q1')), { text: 'a, b', databaseId: 'd1', recordId: 'r1' })
  assert.equal(databaseChoice(record, labelOf('q2')).text, 'Gold')
  assert.equal(databaseChoice(record, 'Empty').text, 'r1')
  assert.equal(databaseChoice({ id: 'r2' }).text, 'r2')
})
