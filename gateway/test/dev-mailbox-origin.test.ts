// The development mailbox's routes are never readable from another origin (issue #10): however the
// path is spelled ('/v1/DEV/mailbox' and '/v1//dev/mailbox' route to the same call), a request
// with another site's Origin is refused before it reaches messaging, and messaging is told the name
// the gateway was reached by, so a DNS-rebound name is not taken for this machine.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { request } from 'node:http'
import type { BusRequest } from '@care/contracts/bus'
import { FOREIGN_ORIGIN_REFUSED, isNeverCrossOrigin } from '../src/cors.ts'
import { call, route, startHarness, type Harness } from './harness.ts'

/** A GET with a Host header of our choosing (fetch does not let a caller set Host). */
function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('development mailbox: never another origin', () => {
  let h: Harness
  const seen: BusRequest[] = []
  before(async () => {
    h = await startHarness({ routes: [route('dev.mailbox', 'GET', '/dev/mailbox', ['public'], { service: 'messaging' })] })
    await h.serve('svc.messaging.dev.mailbox', async (req) => {
      seen.push(req)
      return { status: 200, body: [] }
    })
  })
  after(async () => {
    await h.close()
  })

  test('another Origin is refused with 403 however the path is spelled, and never gets CORS headers', async () => {
    for (const path of ['/v1/dev/mailbox', '/v1/DEV/mailbox', '/v1/Dev/Mailbox?to=a', '/v1//dev/mailbox', '/V1/dev/mailbox']) {
      const before = seen.length
      const res = await call(`${h.url}${path}`, { headers: { origin: 'https://elsewhere.example' } })
      assert.equal(res.status, 403, path)
      assert.deepEqual(res.body, { message: FOREIGN_ORIGIN_REFUSED }, path)
      assert.equal(res.headers.get('access-control-allow-origin'), null, path)
      assert.equal(seen.length, before, `${path} never reached messaging`)
    }
    const preflight = await call(`${h.url}/v1/DEV/mailbox`, {
      method: 'OPTIONS', headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
    })
    assert.equal(preflight.headers.get('access-control-allow-origin'), null)
  })

  test('its own origin and tools without an Origin reach messaging (which decides)', async () => {
    assert.equal((await call(`${h.url}/v1/DEV/mailbox`, { headers: { origin: h.url } })).status, 200)
    const res = await call(`${h.url}/v1/dev/mailbox`)
    assert.equal(res.status, 200)
    assert.equal(res.headers.get('access-control-allow-origin'), null)
  })

  test('messaging is told the name the gateway was reached by, not just the address', async () => {
    const port = new URL(h.url).port
    assert.equal(await getWithHost(`${h.url}/v1/dev/mailbox`, `rebound.example:${port}`), 200)
    const last = seen.at(-1)!
    assert.equal(last.origin, `http://rebound.example:${port}`)
    assert.match(last.ip ?? '', /127\.0\.0\.1/)
  })

  test('the path test, as a function', () => {
    assert.equal(isNeverCrossOrigin('/v1/dev'), true)
    assert.equal(isNeverCrossOrigin('/v1/DEV/sms-outbox?to=1'), true)
    assert.equal(isNeverCrossOrigin('/v1/devices'), false)
    assert.equal(isNeverCrossOrigin('/v1/endusers?dev=/v1/dev/'), false)
  })
})
