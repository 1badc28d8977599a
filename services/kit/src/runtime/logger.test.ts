import { test } from 'node:test'
import assert from 'node:assert/strict'
import { Writable } from 'node:stream'
import { createLogger } from './logger.ts'

test('credentials, links and contact details never reach a log line; error messages do', () => {
  const lines: string[] = []
  const sink = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done() } })
  const log = createLogger('test', 'info', sink)
  log.info({ to: 'pat@example.com', message: 'Sign in: https://portal.example/login?token=abc', links: ['https://portal.example/login?token=abc'], purpose: 'enduser-login-link' }, 'SMS kept')
  log.info({ sms: { to: '+15555550123', token: 'abc' }, authorization: 'Bearer xyz' }, 'nested')
  log.warn({ err: new Error('SMTP refused the message') }, 'failed')
  const text = lines.join('')
  for (const secret of ['pat@example.com', 'token=abc', '+15555550123', 'Bearer xyz', '"abc"']) assert.equal(text.includes(secret), false, secret)
  assert.match(text, /enduser-login-link/)
  assert.match(text, /SMTP refused the message/)
})
