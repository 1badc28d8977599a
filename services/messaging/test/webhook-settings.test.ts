// The webhooks' settings from the environment: an unset or empty WEBHOOKS_RETRY_SCHEDULE leaves the
// default backoff (it once read as one retry after 0 s, so a delivery failed for good after two
// attempts a moment apart), a given schedule is used as written, and nonsense falls back too.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { webhookSettingsFromEnv } from '../src/webhooks/settings.ts'
import { DEFAULT_RETRY_DELAYS_SECONDS } from '../src/webhooks/retry-schedule.ts'

test('the retry schedule: unset, empty or nonsense → the default; a list → that list', () => {
  for (const value of [undefined, '', ' ', ',', 'soon, later']) {
    assert.deepEqual(webhookSettingsFromEnv({ WEBHOOKS_RETRY_SCHEDULE: value }).retryDelaysSeconds, DEFAULT_RETRY_DELAYS_SECONDS, String(value))
  }
  assert.deepEqual(webhookSettingsFromEnv({ WEBHOOKS_RETRY_SCHEDULE: '0, 5,60' }).retryDelaysSeconds, [0, 5, 60])
})

test('private addresses only when asked; the attempt timeout defaults to 15 s', () => {
  assert.equal(webhookSettingsFromEnv({}).allowPrivate, false)
  assert.equal(webhookSettingsFromEnv({ WEBHOOKS_ALLOW_PRIVATE: 'on' }).allowPrivate, true)
  assert.equal(webhookSettingsFromEnv({}).timeoutMs, 15_000)
  assert.equal(webhookSettingsFromEnv({ WEBHOOKS_TIMEOUT_MS: '2500' }).timeoutMs, 2500)
})
