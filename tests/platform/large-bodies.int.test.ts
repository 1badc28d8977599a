// Bodies between 1 MB and the gateway's 10 MB limit work over NATS (issue #10): 25 notes of 90 KB
// each (2.2 MB) in one createSome, and the 2.2 MB listing back, through gateway → NATS → records;
// the created event (as large) reaches a live socket, in parts.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
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
