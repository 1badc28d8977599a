import { test } from 'node:test'
import assert from 'node:assert/strict'
import { emailParts } from './email-text.ts'

test('text and HTML parts carry the same paragraphs, link and signature; HTML is escaped', () => {
  const { text, html } = emailParts({ lines: ['Hello <b>', 'Bye'], link: { url: 'https://x.test/?a=1&b=2', label: 'Go' }, signature: 'A & B' })
  assert.equal(text, 'Hello <b>\n\nBye\n\nGo: https://x.test/?a=1&b=2\n\n— A & B')
  assert.equal(html, '<p>Hello &#60;b&#62;</p>\n<p>Bye</p>\n<p><a href="https://x.test/?a=1&#38;b=2">Go</a></p>\n<p>— A &#38; B</p>')
})

test('without link or signature only the paragraphs', () => {
  assert.deepEqual(emailParts({ lines: ['One'] }), { text: 'One', html: '<p>One</p>' })
})
