// Bodies between 1 MB and the gateway's 10 MB limit work over NATS (issue #10): 25 notes of 90 KB
// each (2.2 MB) in one createSome, and the 2.2 MB listing back, through gateway → NATS → records;
// the created event (as large) reaches a live socket, in parts. One record whose event alone would
// exceed max_payload (a 1.5 MB custom field) cannot be split: its write is refused with 413 and
// nothing is stored, instead of a 200 whose event never leaves the outbox.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { ErrorMessages } from '@care/contracts/errors'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { openLiveSocket } from '../support/live-socket.ts'

let platform: TestPlatform
let authorization: string
before(async () => {
  platform = await startTestPlatform({ useNats: Boolean(process.env.NATS_URL) })
  authorization = `Bearer ${(await registerStaff(platform.url)).authToken}`
})
after(() => platform?.close())

test('a 2.2 MB write and a 2.2 MB read over the bus', { skip: !process.env.NATS_URL && 'NATS_URL not set' }, async () => {
  const headers = { authorization, 'content-type': 'application/json' }
  const patient = (await (await fetch(`${platform.url}/v1/enduser`, { method: 'POST', headers, body: JSON.stringify({ fname: 'Large' }) })).json()) as { id: string }
  const socket = await openLiveSocket(platform.url, authorization)
  const text = 'Long history. '.repeat(6_400) // 89,600 characters
  const create = Array.from({ length: 25 }, (_, i) => ({ enduserId: patient.id, title: `Note ${i}`, text }))
  const res = await fetch(`${platform.url}/v1/notes`, { method: 'POST', headers, body: JSON.stringify({ create }) })
  assert.equal(res.status, 200, await res.clone().text().then((t) => t.slice(0, 200)))
  assert.equal(((await res.json()) as { created: unknown[] }).created.length, 25)
  const heard = new Set<string>()
  while (heard.size < 25) {
    const m = await socket.next((x) => x.event === 'created-notes' && x.data.some((d) => !heard.has((d as { id: string }).id)))
    for (const d of m.data) heard.add((d as { id: string }).id)
  }
  socket.close()
  // the 2.2 MB created event went out in parts: every note reaches a live socket
  const listed = await fetch(`${platform.url}/v1/notes?filter=${encodeURIComponent(JSON.stringify({ enduserId: patient.id }))}`, { headers })
  const notes = (await listed.json()) as { text: string }[]
  assert.equal(notes.length, 25)
  assert.ok(notes.every((n) => n.text === text))
})

test('one record too large for any event is refused with 413, and nothing is stored', { skip: !process.env.NATS_URL && 'NATS_URL not set' }, async () => {
  const headers = { authorization, 'content-type': 'application/json' }
  // custom field strings are cut at 512 characters, so 3,000 of them: 1.56 MB of fields
  const big = Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`history${i}`, `${i} `.padEnd(512, 'x')]))
  const fname = `Huge${Date.now()}`
  const created = await fetch(`${platform.url}/v1/enduser`, { method: 'POST', headers, body: JSON.stringify({ fname, fields: big }) })
  assert.equal(created.status, 413)
  assert.deepEqual(await created.json(), { message: ErrorMessages.tooLarge })
  const listed = await fetch(`${platform.url}/v1/endusers?filter=${encodeURIComponent(JSON.stringify({ fname }))}`, { headers })
  assert.deepEqual(await listed.json(), [], 'the refused create stored nothing')

  const patient = (await (await fetch(`${platform.url}/v1/enduser`, { method: 'POST', headers, body: JSON.stringify({ fname, fields: { history: 'short' } }) })).json()) as { id: string }
  const updated = await fetch(`${platform.url}/v1/enduser/${patient.id}`, { method: 'PATCH', headers, body: JSON.stringify({ updates: { fields: big } }) })
  assert.equal(updated.status, 413)
  assert.deepEqual(await updated.json(), { message: ErrorMessages.tooLarge })
  const after = (await (await fetch(`${platform.url}/v1/enduser/${patient.id}`, { headers })).json()) as { fields?: Record<string, unknown> }
  assert.deepEqual(after.fields, { history: 'short' }, 'the refused update changed nothing')
})
