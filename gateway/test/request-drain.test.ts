// An answer given before the body has all arrived (issue #19): the rest is dropped only within a
// bound of bytes and time, and the answer closes the connection, so a client that declared more
// than it sends is answered at once and its next request goes on a new connection.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { closeIfUnread, drainWithin } from '../src/request-drain.ts'

let server: Server
let port: number
const drained: { ms: number; complete: boolean }[] = []
before(async () => {
  server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now()
    await drainWithin(req, { maxBytes: 64 * 1024, maxMs: 300 })
    drained.push({ ms: performance.now() - started, complete: req.complete })
    closeIfUnread(req, res)
    res.end('refused')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  port = (server.address() as AddressInfo).port
})
after(() => new Promise<void>((r) => server.close(() => r())))

/** Sends `head` and `body` on a raw socket; answers everything the server sent until it closed. */
function exchange(head: string, body: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(Buffer.concat([Buffer.from(head), body])))
    let text = ''
    socket.setEncoding('latin1').on('data', (c: string) => (text += c)).on('close', () => resolve(text))
    // the server closing on bytes it did not read may reset the connection after its answer
    socket.on('error', (e) => text || reject(e))
  })
}
// before the fix a connection left waiting never closes: fail instead of stalling the run
const bounded = { timeout: 5_000 }
const post = (declared: number) => `POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: ${declared}\r\nConnection: keep-alive\r\n\r\n`

test('a whole body is read to its end and the connection stays open for the next request', bounded, async () => {
  const socket = connect(port, '127.0.0.1')
  const answers: string[] = []
  socket.setEncoding('latin1').on('data', (c: string) => answers.push(c))
  socket.write(`${post(5)}hello${post(2)}hi`)
  while (answers.join('').split('refused').length < 3) await new Promise((r) => socket.once('data', r))
  socket.destroy()
  assert.doesNotMatch(answers.join(''), /connection: close/i)
  assert.equal(drained.at(-1)?.complete, true)
})

test('a client that declares 2 MiB and sends 250 bytes is answered within the time bound, and the connection closes', bounded, async () => {
  const answer = await exchange(post(2 * 1024 * 1024), Buffer.alloc(250, 'x'))
  assert.match(answer, /^HTTP\/1\.1 200/)
  assert.match(answer, /connection: close/i)
  assert.match(answer, /refused$/)
  const last = drained.at(-1)!
  assert.equal(last.complete, false)
  assert.ok(last.ms >= 250 && last.ms < 2_000, `drained for ${last.ms} ms`)
})

test('a client that keeps sending is answered once the byte bound is dropped, not after its whole body', bounded, async () => {
  const answer = await exchange(post(8 * 1024 * 1024), Buffer.alloc(512 * 1024, 'x'))
  assert.match(answer, /connection: close/i)
  const last = drained.at(-1)!
  assert.equal(last.complete, false)
  assert.ok(last.ms < 250, `answered after the byte bound, ${last.ms} ms`)
})
