// Wire compatibility for messaging's webhooks (issue #26): the public @tellescope/sdk, used unchanged,
// against the running gateway — an Admin configures webhooks (secret 'must exceed 15 characters'),
// updates subscriptions per model, reads the configuration back (no secret), sends an automation
// webhook and (through the gateway, the SDK has no method for it) a calendar event reminder webhook
// for an event scheduling holds; both land in webhook_logs with the SDK's integrity hash. The test
// platform does not allow private addresses (WEBHOOKS_ALLOW_PRIVATE unset, as in the charts): a
// loopback URL is refused, and deliveries to the never-resolving `.invalid` host stay pending with
// the error logged.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import sdk from '@tellescope/sdk'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { COMPAT_BUSES } from './buses.ts'

const { Session } = sdk as unknown as { Session: new (o: { host: string; authToken?: string }) => any }
const SECRET = 'compat-secret-0123456789'
const URL_ = 'https://hooks.webhooks.invalid/receive'
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

async function until<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> {
  const start = Date.now()
  for (;;) {
    const v = await check()
    if (v) return v
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 150))
  }
}

for (const useNats of COMPAT_BUSES) describe(`@tellescope/sdk webhooks against the gateway (${useNats ? 'NATS' : 'in-process'} bus)`, () => {
  let platform: TestPlatform
  let staff: any
  let authToken: string

  before(async () => {
    platform = await startTestPlatform({ useNats })
    const registered = await registerStaff(platform.url)
    staff = new Session({ host: platform.url })
    await staff.authenticate(registered.email, registered.password)
    authToken = staff.authToken
  })
  after(async () => {
    await platform?.close()
  })

  test('configure, update and read the configuration; a short secret and a loopback URL are refused', async () => {
    await assert.rejects(staff.api.webhooks.configure({ url: URL_, secret: 'too-short' }), (e: any) => /must exceed 15 characters/.test(e?.message ?? String(e)))
    await assert.rejects(staff.api.webhooks.configure({ url: 'http://127.0.0.1:8080/hook', secret: SECRET }), (e: any) => /private or loopback/.test(e?.message ?? String(e)))
    await staff.api.webhooks.configure({ url: URL_, secret: SECRET, subscriptions: { endusers: { create: true, update: true } } })
    await staff.api.webhooks.update({ subscriptionUpdates: { endusers: { create: false, update: false }, tickets: { delete: true } } })
    const conf = await staff.api.webhooks.get_configuration({})
    assert.equal(conf.url, URL_)
    assert.deepEqual(conf.subscriptions, { tickets: { delete: true } })
    const [record] = await staff.api.webhooks.getSome()
    assert.equal(record.url, URL_)
    assert.equal(record.secret, undefined)
  })

  test('an automation webhook and a calendar reminder webhook are logged with the SDK integrity hash', async () => {
    await staff.api.webhooks.send_automation_webhook({ message: 'compat automation' })
    const automation = await until(async () => (await staff.api.webhook_logs.getSome()).find((l: any) => l.type === 'automation' && l.attempts >= 1), 'the automation attempt')
    assert.equal(automation.payload.integrity, sha256(`compat automation${automation.payload.timestamp}${SECRET}`))
    assert.match(automation.deliveryId, /^msg_/)
    assert.equal(automation.status, 'pending', 'a host that never resolves is retried')
    assert.ok(automation.error, 'the attempt error is logged')
    assert.ok(automation.nextAttemptAt)

    const event = await staff.api.calendar_events.createOne({ title: 'Reminder visit', startTimeInMS: Date.now() + 86_400_000, durationInMinutes: 30 })
    const res = await fetch(`${platform.url}/v1/send-calendar-event-reminder-webhook`, {
      method: 'POST', headers: { authorization: `Bearer ${authToken}`, 'content-type': 'application/json' }, body: JSON.stringify({ id: event.id }),
    })
    assert.equal(res.status, 200, await res.text())
    const reminder = await until(async () => (await staff.api.webhook_logs.getSome()).find((l: any) => l.type === 'calendar_event_reminder'), 'the reminder log')
    assert.equal(reminder.payload.event.id, event.id)
    assert.equal(reminder.payload.integrity, sha256(`${event.id}${reminder.payload.timestamp}${SECRET}`))
    const missing = await fetch(`${platform.url}/v1/send-calendar-event-reminder-webhook`, {
      method: 'POST', headers: { authorization: `Bearer ${authToken}`, 'content-type': 'application/json' }, body: JSON.stringify({ id: '0'.repeat(24) }),
    })
    assert.equal(missing.status, 404)
  })
})
