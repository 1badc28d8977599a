import { test } from 'node:test'
import assert from 'node:assert/strict'
import { parseOrThrow } from './issues.ts'
import { isWebUrl, mimeTypeValidator, slugValidator, urlValidator } from './slug-url-mime.ts'

test('slugs are lower-cased words joined by single hyphens or underscores', () => {
  assert.equal(parseOrThrow(slugValidator, ' My-Article '), 'my-article')
  assert.equal(parseOrThrow(slugValidator, 'covid_19-faq'), 'covid_19-faq')
  for (const bad of ['a--b', '-lead', 'trail-', 'two words', 'ünï', '']) {
    assert.throws(() => parseOrThrow(slugValidator, bad), { message: 'Slug may only contain lowercase letters, numbers, and single hyphens or underscores' }, bad)
  }
})

test('URLs: http(s), or a scheme-less domain; kept as given', () => {
  for (const ok of ['https://example.com/a?b=c', 'http://localhost:3000/hook', 'http://127.0.0.1/x', 'example.com/booking', 'www.example.org']) {
    assert.equal(parseOrThrow(urlValidator, ok), ok)
  }
})

test("other schemes, spaces and non-addresses: 'Invalid URL'", () => {
  for (const bad of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://example.com', 'https://exa mple.com', 'localhost', 'not a url', 'https://']) {
    assert.throws(() => parseOrThrow(urlValidator, bad), { message: 'Invalid URL' }, bad)
  }
  assert.throws(() => parseOrThrow(urlValidator, `https://example.com/${'a'.repeat(5000)}`), { message: 'Value must be at most 5000 characters' })
  assert.equal(isWebUrl('mailto:ann@example.com'), false)
})

test('MIME types: type/subtype with optional parameters', () => {
  for (const ok of ['image/png', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'text/plain; charset=utf-8', 'multipart/form-data; boundary="x y"']) {
    assert.equal(parseOrThrow(mimeTypeValidator, ok), ok)
  }
  for (const bad of ['png', 'image/', '/png', 'image/png;', 'image png', '', 7]) {
    assert.throws(() => parseOrThrow(mimeTypeValidator, bad), { message: 'Invalid file type' }, String(bad))
  }
})
