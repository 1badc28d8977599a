import { screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { afterEach, beforeEach, mock, test } from 'node:test'
import assert from 'node:assert/strict'
import { unzipSync } from 'fflate'
import { NO_RECORDS_TEXT } from './databases/database-records.tsx'
import { seededForms } from './testing/fake-api.ts'
import { show } from './testing/screen.tsx'


/** PDFs the fake gateway makes: '%PDF <id>', or a refusal for the ids in `refuse` */
function fakePdfGateway(refuse: Record<string, string> = {}) {
  const asked: string[] = []
  const original = globalThis.fetch
  globalThis.fetch = (async (url: string | URL, init?: RequestInit) => {
    const u = new URL(String(url))
    assert.equal(u.pathname, '/v1/form-responses/generate-pdf')
    assert.equal((init?.headers as Record<string, string>).authorization, 'Bearer token')
    const id = u.searchParams.get('id')!
    asked.push(id)
    if (refuse[id]) return new Response(JSON.stringify({ message: refuse[id] }), { status: 404, headers: { 'content-type': 'application/json' } })
    return new Response(`%PDF ${id}`, { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="x.pdf"; filename*=UTF-8''Intake%20${id}.pdf` } })
  }) as typeof fetch
  return { asked, restore: () => (globalThis.fetch = original) }
}

/** what the page hands the browser to download: names and bytes */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = []
  const blobs = new Map<string, Blob>()
  mock.method(URL, 'createObjectURL', (b: Blob) => {
    const url = `blob:test/${blobs.size}`
    blobs.set(url, b)
    return url
  })
  mock.method(URL, 'revokeObjectURL', () => undefined)
  mock.method(HTMLAnchorElement.prototype, 'click', function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! })
  })
  return saved
}

let gateway: ReturnType<typeof fakePdfGateway> | undefined
beforeEach(() => window.history.replaceState(null, '', '/console/forms'))
afterEach(() => {
  gateway?.restore()
  gateway = undefined
  mock.restoreAll()
})

test('responses: patient, status and submitted at; the answers in words; the PDF downloads with the server\'s file name', async () => {
  const user = userEvent.setup()
  const { api, intake } = seededForms()
  const [, sam] = api.data.get('endusers')!
  api.data.get('form_responses')!.push({ id: 'a'.repeat(24), createdAt: '2026-01-06T00:00:00.000Z', updatedAt: '', formId: intake.id, enduserId: sam.id, formTitle: 'New patient intake', openedAt: '2026-01-06T00:00:00.000Z' })
  gateway = fakePdfGateway()
  const saved = captureDownloads()
  show(api.client(), `/console/forms/${intake.id}/responses`)
  const table = await screen.findByRole('table', { name: 'Responses' })
  await waitFor(() => assert.ok(within(table).getByRole('button', { name: 'Open the response of Jordan Rivera' }), "Jordan Rivera's response"))
  const rows = within(table).getAllByRole('row').slice(1).map((r) => r.textContent)
  assert.match(rows[0] ?? '', /Sam LeeOpened/)
  assert.match(rows[1] ?? '', /Jordan RiveraSubmittedJan 5, 2026/)

  await user.click(within(table).getByRole('button', { name: 'Open the response of Jordan Rivera' }))
  const dialog = await screen.findByRole('dialog', { name: 'New patient intake — Jordan Rivera' })
  const text = dialog.textContent ?? ''
  for (const part of ['Date of birth04-12-1980', 'Do you smoke?No', 'ConsentSigned by Jordan Rivera']) assert.ok(text.includes(part), part)
  await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }))
  await waitFor(() => assert.equal(saved.length, 1))
  assert.equal(saved[0].name, `Intake ${api.data.get('form_responses')![0].id}.pdf`)
  assert.equal(await saved[0].blob.text(), `%PDF ${api.data.get('form_responses')![0].id}`)
})

test('bulk export: selected responses fetched one after another with progress, zipped; a failed PDF is listed and the rest still zipped', async () => {
  const user = userEvent.setup()
  const { api, intake } = seededForms()
  const [, sam] = api.data.get('endusers')!
  const samResponse = { id: 'b'.repeat(24), createdAt: '2026-01-06T00:00:00.000Z', updatedAt: '', formId: intake.id, enduserId: sam.id, formTitle: 'New patient intake', submittedAt: '2026-01-06T00:00:00.000Z' }
  api.data.get('form_responses')!.push(samResponse)
  const jordanResponse = api.data.get('form_responses')![0]
  gateway = fakePdfGateway({ [samResponse.id]: 'This form is no longer available' })
  const saved = captureDownloads()
  show(api.client(), `/console/forms/${intake.id}/responses`)
  const table = await screen.findByRole('table', { name: 'Responses' })
  await within(table).findByRole('button', { name: 'Open the response of Sam Lee' })
  const exportSelected = screen.getByRole('button', { name: 'Export selected PDFs (0)' }) as HTMLButtonElement
  assert.equal(exportSelected.disabled, true)
  await user.click(within(table).getByRole('checkbox', { name: 'Select all responses' }))
  await user.click(screen.getByRole('button', { name: 'Export selected PDFs (2)' }))
  await screen.findByText('Exported 1 of 2 PDFs; 1 failed')
  assert.deepEqual(gateway.asked, [samResponse.id, jordanResponse.id], 'one after another, in the order shown')
  assert.match(document.body.textContent ?? '', /These PDFs failed:Sam Lee: This form is no longer available/)
  assert.equal(saved.length, 1)
  assert.equal(saved[0].name, 'New patient intake responses.zip')
  const files = unzipSync(new Uint8Array(await saved[0].blob.arrayBuffer()))
  assert.deepEqual(Object.keys(files), [`Intake ${jordanResponse.id}.pdf`])
  assert.equal(new TextDecoder().decode(files[`Intake ${jordanResponse.id}.pdf`]), `%PDF ${jordanResponse.id}`)
})

test('records: values by type; add a record; edit only what changed; delete', async () => {
  const user = userEvent.setup()
  const { api, plans } = seededForms()
  show(api.client(), `/console/forms/databases/${plans.id}`)
  const table = await screen.findByRole('table', { name: 'Records of Insurance plans' })
  assert.deepEqual(within(table).getAllByRole('row').map((r) => r.textContent), ['PlanCopayRegionsActions', 'Blue Basic20North; SouthEditDelete'])

  await user.click(screen.getByRole('button', { name: 'Add record' }))
  let dialog = screen.getByRole('dialog', { name: 'Add record' })
  await user.type(within(dialog).getByLabelText('Plan'), 'Gold')
  await user.type(within(dialog).getByLabelText('Copay'), '35')
  await user.type(within(dialog).getByLabelText('Regions'), 'East;West')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await screen.findByText('Record added')
  const created = api.requests.find((r) => r.method === 'POST' && r.path === '/v1/database-record')
  assert.deepEqual(created?.body, {
    databaseId: plans.id,
    values: [{ label: 'Plan', type: 'Text', value: 'Gold' }, { label: 'Copay', type: 'Number', value: 35 }, { label: 'Regions', type: 'Multiple Select', value: ['East', 'West'] }],
  })
  await waitFor(() => assert.equal(within(table).getAllByRole('row').length, 3))

  await user.click(screen.getByRole('button', { name: 'Edit record 1' }))
  dialog = screen.getByRole('dialog', { name: 'Edit record' })
  const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement
  assert.equal(save.disabled, true, 'nothing changed yet')
  await user.clear(within(dialog).getByLabelText('Copay'))
  await user.type(within(dialog).getByLabelText('Copay'), '25')
  await user.click(save)
  await screen.findByText('Record saved')
  const patch = api.requests.find((r) => r.method === 'PATCH')
  assert.deepEqual(patch?.body?.options, { replaceObjectFields: true })
  assert.deepEqual((patch?.body?.updates as { values: unknown[] }).values[1], { label: 'Copay', type: 'Number', value: 25 })

  await user.click(screen.getByRole('button', { name: 'Delete record 2' }))
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
  await waitFor(() => assert.equal(within(table).getAllByRole('row').length, 2))
  assert.ok(api.requests.some((r) => r.method === 'DELETE'))
})

test('CSV import: the good rows are created in a batch, each bad row listed with its row number and message (the file\'s own and the server\'s)', async () => {
  const user = userEvent.setup()
  const { api, plans } = seededForms()
  api.data.get('database_records')!.length = 0
  show(api.client(), `/console/forms/databases/${plans.id}`)
  await screen.findByText(NO_RECORDS_TEXT)
  await user.click(screen.getByRole('button', { name: 'Import CSV' }))
  const dialog = screen.getByRole('dialog', { name: 'Import CSV into Insurance plans' })
  const csv = 'Plan,Copay,Regions,Carrier\nSilver,10,North;East,Acme\nBronze,cheap,,Acme\nPlatinum,50,,\n'
  await user.upload(within(dialog).getByLabelText('CSV file'), new File([csv], 'plans.csv', { type: 'text/csv' }))
  await within(dialog).findByText('Imported 2 of 3 rows')
  assert.equal(within(dialog).getByRole('list', { name: 'Rows not imported' }).textContent, 'Row 3: Number value must be a number')
  assert.match(dialog.textContent ?? '', /Columns not in this database \(left out\): Carrier/)
  const batch = api.requests.filter((r) => r.method === 'POST' && r.path === '/v1/database-records')
  assert.equal(batch.length, 1)
  assert.equal((batch[0].body?.create as unknown[]).length, 3)
  await user.click(within(dialog).getByRole('button', { name: 'Done' }))
  const table = await screen.findByRole('table', { name: 'Records of Insurance plans' })
  assert.deepEqual(within(table).getAllByRole('row').slice(1).map((r) => r.textContent), ['Silver10North; EastEditDelete', 'Platinum50EditDelete'])
})

test('databases: the list, and a new database with its fields', async () => {
  const user = userEvent.setup()
  const { api } = seededForms()
  show(api.client(), '/console/forms/databases')
  const table = await screen.findByRole('table', { name: 'Databases' })
  assert.match(within(table).getAllByRole('row')[1].textContent ?? '', /Insurance plansPlan \(Text\), Copay \(Number\), Regions \(Multiple Select\)1/)
  await user.click(screen.getByRole('button', { name: 'Create database' }))
  const dialog = screen.getByRole('dialog', { name: 'Create database' })
  await user.type(within(dialog).getByLabelText(/^Title/), 'Pharmacies')
  await user.type(within(dialog).getByLabelText(/^Field 1 label/), 'Name')
  await user.click(within(dialog).getByRole('button', { name: 'Create' }))
  await screen.findByRole('heading', { level: 1, name: 'Pharmacies' })
  const sent = api.requests.find((r) => r.method === 'POST' && r.path === '/v1/database')
  assert.deepEqual(sent?.body, { title: 'Pharmacies', fields: [{ label: 'Name', type: 'Text' }] })
})
