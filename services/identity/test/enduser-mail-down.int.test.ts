// When mail cannot leave (the SMTP server is unreachable), calls that promise an email fail with
// messaging's clear 503 through the gateway: nobody is told to check a mailbox that gets nothing.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { EMAIL_UNAVAILABLE } from '../../messaging/src/email/smtp-errors.ts'
import { api } from './support/http.ts'
import { anonymous, createPatient, messageOf, openClinic, unique, type Clinic } from './enduser-support.ts'

async function deadSmtpUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `smtp://127.0.0.1:${port}`
}

describe('patient emails while the SMTP server is down', () => {
  let platform: TestPlatform
  let clinic: Clinic

  before(async () => {
    // messaging reads SMTP_URL when it starts: this process's platform sends to a closed port
    process.env.SMTP_URL = await deadSmtpUrl()
    platform = await startTestPlatform({ fresh: true })
    clinic = await openClinic(platform.url)
  })
  after(async () => {
    await platform?.close()
    delete process.env.SMTP_URL
  })

  test('begin-login-flow answers 503 instead of sent-email, for known and unknown addresses alike', async () => {
    const email = `down-${unique()}@example.com`
    await createPatient(platform.url, clinic, { email })
    for (const address of [email, `stranger-${unique()}@example.com`]) {
      const res = await api(platform.url, anonymous, 'POST', '/begin-enduser-login-flow', { businessId: clinic.businessId, email: address })
      assert.deepEqual([res.status, messageOf(res.body)], [503, EMAIL_UNAVAILABLE])
    }
  })

  test('a password reset request answers 503 too', async () => {
    const email = `down-reset-${unique()}@example.com`
    await createPatient(platform.url, clinic, { email })
    const res = await api(platform.url, anonymous, 'POST', '/request-enduser-password-reset', { businessId: clinic.businessId, email })
    assert.deepEqual([res.status, messageOf(res.body)], [503, EMAIL_UNAVAILABLE])
  })
})
