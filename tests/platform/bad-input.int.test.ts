// Bad input through the running gateway (issue #9): every one a 400 with a clear message, never a
// 500, and nothing stored. Each of these answered 500 (or 404, or 200) before.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'

describe('bad input answers 400, never 500', () => {
  let platform: TestPlatform
  let headers: Record<string, string>

  const send = async (method: string, path: string, body?: string) => {
    const res = await fetch(`${platform.url}/v1${path}`, { method, headers, ...(body !== undefined ? { body } : {}) })
    const text = await res.text()
    return { status: res.status, body: text ? JSON.parse(text) : undefined }
  }
  const patientCount = async () => ((await send('GET', '/endusers?limit=1000')).body as unknown[]).length

  before(async () => {
    platform = await startTestPlatform()
    const staff = await registerStaff(platform.url)
    headers = { authorization: `Bearer ${staff.authToken}`, 'content-type': 'application/json' }
  })
  after(async () => {
    await platform?.close()
  })

  test('a 10,000-deep object in fields', async () => {
    let deep = '{"a":1}'
    for (let i = 0; i < 10_000; i++) deep = `{"a":${deep}}`
    const before = await patientCount()
    const res = await send('POST', '/enduser', `{"fname":"Deep","fields":${deep}}`)
    assert.equal(res.status, 400)
    assert.equal(res.body.message, 'Input must not be nested more than 32 levels deep')
    assert.match(res.body.validation[0].field, /^fields\.a\.a/)
    assert.equal(await patientCount(), before, 'nothing was stored')
    // an ordinary nested value still works
    assert.equal((await send('POST', '/enduser', '{"fname":"Nested","fields":{"a":{"b":{"c":1}}}}')).status, 200)
  })

  test('a lone UTF-16 surrogate or a NUL character in a text', async () => {
    for (const raw of ['"\\ud800"', '"x\\udc00"', '"a\\u0000b"']) {
      const res = await send('POST', '/enduser', `{"fname":${raw}}`)
      assert.deepEqual([res.status, res.body.message, res.body.validation?.[0]?.field], [400, 'Text must be valid Unicode without NUL characters', 'fname'], raw)
    }
    // a proper surrogate pair (an emoji) is text like any other
    const ok = await send('POST', '/enduser', '{"fname":"Ann","note":"\\ud83d\\ude00"}')
    assert.equal(ok.status, 200)
    assert.equal(ok.body.note, '😀')
  })

  test('a malformed percent-encoding in a path id', async () => {
    const res = await send('GET', '/enduser/%E0%A4%A')
    assert.equal(res.status, 400)
    assert.match(res.body.message, /malformed percent-encoding/)
  })

  test("a malformed id in a path is 400 'Invalid id'; a well-formed unknown one stays 404", async () => {
    for (const [method, body] of [['GET'], ['PATCH', '{"updates":{"fname":"B"}}'], ['DELETE']] as const) {
      const res = await send(method, '/enduser/not-an-id', body)
      assert.deepEqual([res.status, res.body.message], [400, 'Invalid id'], method)
    }
    assert.equal((await send('GET', '/enduser/0123456789abcdef01234567')).status, 404)
  })

  test('lists of ids are validated', async () => {
    const res = await send('POST', '/enduser', '{"fname":"A","assignedTo":["not-an-id"]}')
    assert.deepEqual([res.status, res.body.message, res.body.validation?.[0]?.field], [400, 'Error parsing field assignedTo.0: Invalid id', 'assignedTo.0'])
    const orgs = await send('POST', '/enduser', '{"fname":"A","organizationIds":["nope"]}')
    assert.equal(orgs.status, 400)
  })
})
