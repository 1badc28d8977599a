import { test } from 'node:test'
import assert from 'node:assert/strict'
import { contentTitle, embeddableUrl, embedSize, groupByCategory, isStoredFile, shownBlocks, visibleContent, youtubeEmbedUrl } from './content-rules.ts'

test('titles: 55 characters on mobile, 100 otherwise, then an ellipsis; shorter titles unchanged', () => {
  const t = 'x'.repeat(120)
  assert.equal(contentTitle(t, true), `${'x'.repeat(55)}...`)
  assert.equal(contentTitle(t, false), `${'x'.repeat(100)}...`)
  assert.equal(contentTitle('x'.repeat(55), true), 'x'.repeat(55))
  assert.equal(contentTitle('x'.repeat(100), false), 'x'.repeat(100))
  assert.equal(contentTitle(undefined, false), '')
})

test("grouping: categories alphabetically, uncategorised last ('Other Content'); none with a category is one flat list", () => {
  const items = [{ id: '1', category: 'Heart' }, { id: '2' }, { id: '3', category: 'Diabetes' }, { id: '4', category: ' ' }, { id: '5', category: 'Heart' }]
  const { grouped, groups } = groupByCategory(items)
  assert.equal(grouped, true)
  assert.deepEqual(groups.map((g) => [g.category, g.items.map((i) => i.id)]), [['Diabetes', ['3']], ['Heart', ['1', '5']], [undefined, ['2', '4']]])
  assert.deepEqual(groupByCategory([{ id: '1' }, { id: '2' }]), { grouped: false, groups: [{ items: [{ id: '1' }, { id: '2' }] }] })
})

test('content for internal use is never listed; order by portal index, then title', () => {
  const shown = visibleContent([{ id: 'a', title: 'B' }, { id: 'b', title: 'A' }, { id: 'c', title: 'Z', portalIndex: 0 }, { id: 'd', title: 'Staff only', forInternalUse: true }])
  assert.deepEqual(shown.map((c) => c.id), ['c', 'b', 'a'])
})

test('YouTube links of every form become the privacy-enhanced embed address; anything else is not a YouTube video', () => {
  const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'
  for (const link of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://youtube.com/shorts/dQw4w9WgXcQ', ' https://m.youtube.com/watch?v=dQw4w9WgXcQ ']) {
    assert.equal(youtubeEmbedUrl(link), embed, link)
  }
  for (const link of ['https://evil.example/watch?v=dQw4w9WgXcQ', 'javascript:alert(1)', 'https://www.youtube.com/watch?v=<script>', 'https://youtube.com.evil.example/embed/dQw4w9WgXcQ', '', undefined]) {
    assert.equal(youtubeEmbedUrl(link), undefined, String(link))
  }
})

test("iframes only from the allow-list: YouTube or the portal's own origin", () => {
  const own = 'https://clinic.example'
  assert.equal(embeddableUrl('https://youtu.be/dQw4w9WgXcQ', own), 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
  assert.equal(embeddableUrl('https://clinic.example/forms/intake', own), 'https://clinic.example/forms/intake')
  assert.equal(embeddableUrl('/forms/intake', own), 'https://clinic.example/forms/intake')
  assert.equal(embeddableUrl('https://evil.example/page', own), undefined)
  assert.equal(embeddableUrl('javascript:alert(1)', own), undefined)
  assert.equal(embeddableUrl('data:text/html,<script>alert(1)</script>', own), undefined)
})

test('embeds are 560x315 unless the block gives its own positive size', () => {
  assert.deepEqual(embedSize(undefined), { width: 560, height: 315 })
  assert.deepEqual(embedSize({ width: 640, height: 360 }), { width: 640, height: 360 })
  assert.deepEqual(embedSize({ width: -1, height: Number.NaN }), { width: 560, height: 315 })
})

test('blocks: the seven kinds of spec 1 §2 are shown in order, others skipped; media links are addresses or stored files', () => {
  const blocks = [{ type: 'h1' }, { type: 'content-link' }, { type: 'pdf' }, { type: 'script' }, { type: 'youtube' }]
  assert.deepEqual(shownBlocks(blocks).map((b) => b.type), ['h1', 'pdf', 'youtube'])
  assert.equal(isStoredFile('biz/123/walk.png'), true)
  assert.equal(isStoredFile('https://cdn.example/walk.png'), false)
  assert.equal(isStoredFile('/v1/file-download/x'), false)
})
