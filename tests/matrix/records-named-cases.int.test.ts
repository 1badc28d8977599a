// Named cases moved from records' hand-written matrix (its generic rows are now tests/matrix/matrix.int.test.ts):
// files' own calls (who may prepare an upload for a patient, who gets a download link, what a
// patient may not set) and an update that moves access (live: who lost the record hears deleted,
// who gained it hears created).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { files } from '@care/contracts/collections/index'
import { mayRead } from '@care/contracts/access/visibility'
import { startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { openLiveSocket, type LiveSocket } from '../support/live-socket.ts'
import { api, type Principal } from '../support/http.ts'
import { MATRIX_PRINCIPALS, matrixPrincipals, type MatrixPrincipal, type MatrixPrincipals } from '../support/principals.ts'
import { uploadFile } from '../../services/records/test/support/upload.ts'

const LISTENERS = ['admin', 'staffAssigned'] as const

describe('records named cases: files and an update that moves access', () => {
  let platform: TestPlatform
  let who: Record<MatrixPrincipal, Principal>
  let principals: MatrixPrincipals
  const sockets = {} as Record<(typeof LISTENERS)[number], LiveSocket>
  let patientSelfId: string
  let staffAssignedId: string

  before(async () => {
    platform = await startTestPlatform()
    principals = await matrixPrincipals(platform.url, ['tickets', 'files'])
    who = principals.who
    patientSelfId = principals.patientSelfId
    staffAssignedId = principals.staffAssignedId
    for (const p of LISTENERS) sockets[p] = await openLiveSocket(platform.url, who[p].authorization!)
  })
  after(async () => {
    for (const s of Object.values(sockets)) s.close()
    await platform?.close()
  })

  test('files: a download link (/file-download-URL) goes to exactly those who may read the file', async () => {
    for (const hiddenFromEnduser of [false, true]) {
      const made = await uploadFile(platform.url, who.admin, { name: 'lab.txt', enduserId: patientSelfId, ...(hiddenFromEnduser ? { hiddenFromEnduser } : {}) })
      const stored = (await api<Record<string, unknown>>(platform.url, who.admin, 'GET', `/file/${made.id}`)).body
      const links: Record<string, boolean> = {}
      const expected: Record<string, boolean> = {}
      for (const p of MATRIX_PRINCIPALS) {
        links[p] = (await api(platform.url, who[p], 'GET', '/file-download-URL', { secureName: made.secureName })).status === 200
        const session = principals.sessions[p]
        expected[p] = session !== undefined && mayRead(session, files, stored)
      }
      assert.deepEqual(links, expected, `hiddenFromEnduser: ${hiddenFromEnduser}`)
    }
  })

  test('files: preparing an upload for the patient is refused to whoever may not create it for them', async () => {
    const fields = { name: 'x.txt', size: 1, type: 'text/plain', enduserId: patientSelfId }
    const status = async (p: MatrixPrincipal) => (await api(platform.url, who[p], 'POST', '/prepare-file-upload', fields)).status
    assert.deepEqual(
      { staffNone: await status('staffNone'), patientOther: await status('patientOther'), anonymous: await status('anonymous'), foreignAdmin: await status('foreignAdmin') },
      // another business's admin may upload, but not about a patient of this business
      { staffNone: 403, patientOther: 403, anonymous: 401, foreignAdmin: 400 },
    )
  })

  test('an update that moves access: who lost the record hears deleted, who gained it hears created (the whole record)', async () => {
    const asAdmin = async (method: string, path: string, payload?: Record<string, unknown>) => {
      const res = await api<Record<string, unknown>>(platform.url, who.admin, method, path, payload)
      assert.ok(res.status < 300, `${method} ${path}: ${res.status}`)
      return res.body
    }
    const ticket = await asAdmin('POST', '/ticket', { title: 'Handed over', owner: staffAssignedId, enduserId: patientSelfId })
    const id = ticket.id as string
    const has = (m: { event: string; data: unknown[] }, event: string) => m.event === event && m.data.some((d) => (typeof d === 'string' ? d : (d as { id?: string }).id) === id)
    await sockets.staffAssigned.next((m) => has(m, 'created-tickets'))
    // the coordinator's ticket goes to nobody: it leaves their board
    await asAdmin('PATCH', `/ticket/${id}`, { updates: { owner: '' } })
    await sockets.staffAssigned.next((m) => has(m, 'deleted-tickets'))
    // and comes back: in full, not as a change to something they never had
    await asAdmin('PATCH', `/ticket/${id}`, { updates: { owner: staffAssignedId } })
    const back = await sockets.staffAssigned.next((m) => m.event === 'created-tickets' && has(m, 'created-tickets') && sockets.staffAssigned.events.filter((e) => has(e, 'created-tickets')).length === 2)
    assert.equal((back.data.find((d) => (d as { id: string }).id === id) as { title: string }).title, 'Handed over')
    // staff who could read it throughout hear plain updates
    await sockets.admin.settle()
    assert.ok(sockets.admin.events.some((m) => has(m, 'updated-tickets')))
    assert.equal(sockets.admin.events.filter((m) => has(m, 'deleted-tickets')).length, 0)
  })

  // issue #18 item 10: hiding a file from its patient is the staff's decision, on upload and on update
  test('files: a patient may not set hiddenFromEnduser on their own file (403 naming the field); they still see and delete it', async () => {
    const message = 'hiddenFromEnduser can only be set by users'
    const refusedUpload = await api<{ message: string; validation?: { field: string }[] }>(platform.url, who.patientSelf, 'POST', '/prepare-file-upload', { name: 'own.txt', size: 1, type: 'text/plain', hiddenFromEnduser: true })
    assert.deepEqual([refusedUpload.status, refusedUpload.body.message, refusedUpload.body.validation?.[0]?.field], [403, message, 'hiddenFromEnduser'])
    const own = await uploadFile(platform.url, who.patientSelf, { name: 'own.txt' })
    const refusedUpdate = await api<{ message: string; validation?: { field: string }[] }>(platform.url, who.patientSelf, 'PATCH', `/file/${own.id}`, { updates: { hiddenFromEnduser: true } })
    assert.deepEqual([refusedUpdate.status, refusedUpdate.body.message, refusedUpdate.body.validation?.[0]?.field], [403, message, 'hiddenFromEnduser'])
    assert.equal((await api(platform.url, who.patientSelf, 'GET', `/file/${own.id}`)).status, 200, 'still theirs to see')
    assert.equal((await api(platform.url, who.patientSelf, 'PATCH', `/file/${own.id}`, { updates: { hideFromEnduserPortal: true } })).status, 200, 'what a patient may change')
    assert.equal((await api(platform.url, who.patientSelf, 'DELETE', `/file/${own.id}`)).status, 204, 'and to delete')
  })
})
