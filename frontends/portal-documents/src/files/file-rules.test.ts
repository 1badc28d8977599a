import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { setLanguage } from '@care/ui/i18n'
import { filesFor, formatDate, formatSize, isVisibleInPortal, previewOf, uploadedBy, type FileLike } from './file-rules.ts'

const ME = 'e'.repeat(24)
const STAFF = 'u'.repeat(24)
const file = (id: string, f: Partial<FileLike> = {}): FileLike => ({
  id, name: `${id}.pdf`, type: 'application/pdf', secureName: `b/${id}`, enduserId: ME, creator: STAFF, confirmedAt: '2026-01-01T00:00:00Z', createdAt: '2026-01-01T00:00:00Z', ...f,
})

describe('portal files', () => {
  test('shared files are the care team’s, uploaded files the patient’s own', () => {
    assert.equal(uploadedBy(file('a'), ME), false)
    assert.equal(uploadedBy(file('a', { creator: ME }), ME), true)
  })

  test('files hidden from the portal or never uploaded are not shown', () => {
    assert.equal(isVisibleInPortal(file('a')), true)
    assert.equal(isVisibleInPortal(file('a', { hideFromEnduserPortal: true })), false)
    assert.equal(isVisibleInPortal(file('a', { hiddenFromEnduser: true })), false)
    assert.equal(isVisibleInPortal(file('a', { confirmedAt: undefined })), false)
    assert.equal(isVisibleInPortal(file('a', { secureName: undefined })), false)
  })

  test('the filter: all, shared, the patient’s uploads; newest first', () => {
    const files = [
      file('old', { createdAt: '2026-01-01T00:00:00Z' }),
      file('new', { createdAt: '2026-03-01T00:00:00Z' }),
      file('mine', { creator: ME, createdAt: '2026-02-01T00:00:00Z' }),
      file('hidden', { hideFromEnduserPortal: true }),
    ]
    assert.deepEqual(filesFor(files, ME, 'all').map((f) => f.id), ['new', 'mine', 'old'])
    assert.deepEqual(filesFor(files, ME, 'shared').map((f) => f.id), ['new', 'old'])
    assert.deepEqual(filesFor(files, ME, 'uploaded').map((f) => f.id), ['mine'])
    assert.deepEqual(filesFor(files, ME, 'uploaded', 'b/mine').map((f) => f.id), [], 'the profile picture is not a document')
  })

  test('images and PDFs are shown in the page, anything else is downloaded', () => {
    assert.equal(previewOf({ type: 'image/png' }), 'image')
    assert.equal(previewOf({ type: 'IMAGE/JPEG' }), 'image')
    assert.equal(previewOf({ type: 'application/pdf' }), 'pdf')
    assert.equal(previewOf({ type: 'application/pdf; charset=binary' }), 'pdf')
    assert.equal(previewOf({ type: 'image/heic' }), 'download')
    assert.equal(previewOf({ type: 'text/plain' }), 'download')
    assert.equal(previewOf({ type: 'application/octet-stream', name: 'scan.PDF' }), 'pdf')
    assert.equal(previewOf({ name: 'photo.jpg' }), 'image')
    assert.equal(previewOf({ name: 'notes.docx' }), 'download')
  })

  test('sizes read as people say them', () => {
    assert.equal(formatSize(512), '512 B')
    assert.equal(formatSize(14 * 1024), '14 KB')
    assert.equal(formatSize(2.3 * 1024 * 1024), '2.3 MB')
    assert.equal(formatSize(1024 * 1024), '1 MB')
    assert.equal(formatSize(undefined), '')
    assert.equal(formatSize(-1), '')
  })

  test('sizes and dates are written the way the page’s language writes them (Intl)', async () => {
    const f = file('a', { createdAt: '2026-02-03T12:00:00Z' })
    assert.equal(formatDate(f), 'Feb 3, 2026')
    await setLanguage('es')
    try {
      // Spanish as written in the US (es-US): the decimal point stays a point
      assert.equal(formatSize(2.3 * 1024 * 1024), '2.3 MB')
      assert.equal(formatDate(f), '3 feb 2026')
    } finally {
      await setLanguage('en')
    }
  })
})
