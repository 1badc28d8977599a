import { test } from 'node:test'
import assert from 'node:assert/strict'
import { extractLinks } from './links.ts'

test('finds links in text, with their query strings intact', () => {
  const links = extractLinks('Sign in: http://localhost:8080/?org=demo&token=abc.def-ghi_1 (works once).')
  assert.deepEqual(links, ['http://localhost:8080/?org=demo&token=abc.def-ghi_1'])
})

test('adds href targets of the HTML part, entities decoded, each link once', () => {
  const text = 'Reset: https://portal.example.com/reset-password?org=a&resetToken=t1'
  const html = '<p><a href="https://portal.example.com/reset-password?org=a&amp;resetToken=t1">Reset</a> <a href=\'https://example.com/help\'>help</a></p>'
  assert.deepEqual(extractLinks(text, html), ['https://portal.example.com/reset-password?org=a&resetToken=t1', 'https://example.com/help'])
})

test('numeric character references in hrefs are decoded too', () => {
  assert.deepEqual(extractLinks('', '<a href="https://x.example/?a=1&#38;b=2&#x26;c=3">x</a>'), ['https://x.example/?a=1&b=2&c=3'])
})

test('ignores mailto and script links', () => {
  assert.deepEqual(extractLinks('write to ann@example.com', '<a href="mailto:ann@example.com">x</a><a href="javascript:alert(1)">y</a>'), [])
})
