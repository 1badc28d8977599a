// A named case moved from identity's hand-written live matrix (its generic rows are now
// tests/matrix/matrix.int.test.ts): an integration's credentials never leave the service — in no
// live message to any principal, no answer and no outbox row — while the service still holds them.
// It reads identity's database (the shared platform's, through a client of this process).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { openLiveSocket, type LiveSocket } from '../support/live-socket.ts'
import { api } from '../support/http.ts'
import { MATRIX_PRINCIPALS, matrixPrincipals, type MatrixPrincipals } from '../support/principals.ts'
import type { IdentityService } from '../../services/identity/src/service.ts'

const SECRET = `secret-token-${randomBytes(4).toString('hex')}`
const LISTENERS = MATRIX_PRINCIPALS.filter((p) => p !== 'anonymous')

describe('secrets: an integration’s credentials stay in the service', () => {
  let platform: TestPlatform
  let principals: MatrixPrincipals
  const sockets: LiveSocket[] = []
  const asAdmin = async (method: string, path: string, payload?: Record<string, unknown>) => {
    const res = await api<Record<string, unknown>>(platform.url, principals.who.admin, method, path, payload)
    assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }

  before(async () => {
    platform = await startTestPlatform()
    principals = await matrixPrincipals(platform.url, ['integrations'])
    for (const p of LISTENERS) sockets.push(await openLiveSocket(platform.url, principals.who[p].authorization!))
  })
  after(async () => {
    for (const s of sockets) s.close()
    await platform?.close()
  })

  test('in no live message, no answer and no outbox row', async () => {
    const made = await asAdmin('POST', '/integration', { title: 'Secret check', authentication: { type: 'oauth2', info: { access_token: SECRET, refresh_token: SECRET } } })
    await asAdmin('PATCH', `/integration/${made.id as string}`, { updates: { title: 'Changed' } })
    await asAdmin('DELETE', `/integration/${made.id as string}`)
    const adminSocket = sockets[0]!
    await adminSocket.next((m) => m.event === 'deleted-integrations' && m.data.includes(made.id))
    for (const s of sockets) await s.settle()
    for (const s of sockets) assert.equal(JSON.stringify(s.events).includes(SECRET), false, 'a socket got a secret')
    const created = await asAdmin('POST', '/integration', { title: 'Answer check', authentication: { type: 'apiKey', info: { key: SECRET } } })
    assert.deepEqual(created.authentication, { type: 'apiKey' })
    const read = await asAdmin('GET', `/integration/${created.id as string}`)
    assert.equal(JSON.stringify(read).includes(SECRET), false)
    const identity = platform.running.identity as IdentityService
    const rows = await identity.db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM care_outbox WHERE payload::text LIKE '%' || $1 || '%'`, SECRET)
    assert.equal(rows[0]!.n, 0)
    // the service itself still holds the credential (it needs it to call the integration)
    const stored = await identity.db.integration.findUnique({ where: { id: created.id as string } })
    assert.equal(JSON.stringify(stored?.authentication).includes(SECRET), true)
  })
})
