// HTML is sanitized on the server before storage (issue #21): scripts, event handlers and
// javascript: URLs never reach the database; iframes stay only from YouTube or the hosts the
// platform allows (CONTENT_IFRAME_HOSTS: the organization's own); a block's link that is not
// http(s), or a youtube/iframe block off the allow-list, is refused naming its field.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { IFRAME_NOT_ALLOWED, LINK_NOT_ALLOWED } from '../src/collections/html.ts'
import { iframeAllowed, sanitizeHtml } from '../src/domain/sanitize.ts'
import { startFixture, type Fixture } from './fixture.ts'

type Rec = Record<string, unknown> & { id: string }

const HOSTILE = [
  '<p>Hello</p>',
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(2)">',
  '<a href="javascript:alert(3)">click</a>',
  '<a href="JaVaScRiPt:alert(4)">click</a>',
  '<div onclick="alert(5)" onmouseover="alert(6)">hover</div>',
  '<svg><script>alert(7)</script></svg>',
  '<iframe src="https://evil.example/x"></iframe>',
  '<iframe src="javascript:alert(8)"></iframe>',
  '<iframe src="http://www.youtube.com/embed/insecure"></iframe>',
  '<iframe src="https://www.youtube.com/embed/abc123" width="560" height="315" allowfullscreen></iframe>',
  '<iframe src="https://clinic.example.org/widget"></iframe>',
  '<style>body{display:none}</style><form action="https://evil.example"><input name="p"></form>',
].join('')

function assertClean(html: string) {
  assert.doesNotMatch(html, /<script/i)
  assert.doesNotMatch(html, /\son[a-z]+=/i)
  assert.doesNotMatch(html, /javascript:/i)
  assert.doesNotMatch(html, /evil\.example/)
  assert.doesNotMatch(html, /insecure/)
  assert.doesNotMatch(html, /<style|<form|<input/i)
  assert.match(html, /<p>Hello<\/p>/)
  assert.match(html, /<iframe[^>]+src="https:\/\/www\.youtube\.com\/embed\/abc123"/)
}

describe('content: HTML sanitized before storage', () => {
  let f: Fixture
  before(async () => {
    f = await startFixture({ CONTENT_IFRAME_HOSTS: 'clinic.example.org' })
  })
  after(async () => f?.stop())

  it('the allow-list: https YouTube, and configured hosts with their subdomains; nothing else', () => {
    assert.ok(iframeAllowed('https://www.youtube.com/embed/x'))
    assert.ok(iframeAllowed('https://www.youtube-nocookie.com/embed/x'))
    assert.ok(!iframeAllowed('http://www.youtube.com/embed/x'))
    assert.ok(!iframeAllowed('https://youtube.com.evil.example/embed/x'))
    assert.ok(!iframeAllowed('https://clinic.example.org/x'))
    assert.ok(iframeAllowed('https://clinic.example.org/x', ['clinic.example.org']))
    assert.ok(iframeAllowed('https://portal.clinic.example.org/x', ['clinic.example.org']))
    assert.ok(!iframeAllowed('not a url'))
    const out = sanitizeHtml(HOSTILE)
    assert.doesNotMatch(out, /clinic\.example\.org/, 'no host of an organization unless configured')
  })

  it("content's htmlContent and html blocks are stored clean; the organization's own iframe stays", async () => {
    const r = await f.ok<Rec>('managed_content_records.createOne', {
      type: 'Article', title: 'Hostile', textContent: 'x', htmlContent: HOSTILE,
      blocks: [{ type: 'h1', info: { text: 'Title' } }, { type: 'html', info: { html: HOSTILE } }, { type: 'youtube', info: { link: 'https://www.youtube.com/embed/abc123', width: 560, height: 315 } }],
    }, f.admin)
    const stored = await f.service.db.managedContentRecord.findUniqueOrThrow({ where: { id: r.id } })
    assertClean(String(stored.htmlContent))
    assert.match(String(stored.htmlContent), /clinic\.example\.org\/widget/)
    const blocks = stored.blocks as { type: string; info: { html?: string } }[]
    assertClean(String(blocks[1]?.info.html))
    // updates too
    await f.ok('managed_content_records.updateOne', { id: r.id, updates: { htmlContent: `<p>Hello</p><img src=x onerror=alert(1)>${HOSTILE}` } }, f.admin)
    assertClean(String((await f.service.db.managedContentRecord.findUniqueOrThrow({ where: { id: r.id } })).htmlContent))
  })

  it('posts and comments are stored clean', async () => {
    const forum = await f.ok<Rec>('forums.createOne', { title: 'Sanitized', publicRead: true }, f.admin)
    const patient = f.patient()
    const post = await f.ok<Rec>('forum_posts.createOne', { forumId: forum.id, title: 't', textContent: 'x', htmlContent: HOSTILE }, patient)
    assertClean(String(post.htmlContent))
    const comment = await f.ok<Rec>('post_comments.createOne', { forumId: forum.id, postId: post.id, textContent: 'x', htmlContent: HOSTILE }, patient)
    assertClean(String(comment.htmlContent))
    await f.ok('forum_posts.updateOne', { id: post.id, updates: { htmlContent: '<a href="javascript:alert(1)">x</a>' } }, patient)
    assert.doesNotMatch(String((await f.service.db.forumPost.findUniqueOrThrow({ where: { id: post.id } })).htmlContent), /javascript:/)
  })

  it("a block's link must be http(s); youtube and iframe blocks only on the allow-list — refused naming the field", async () => {
    const cases: [unknown, string, string][] = [
      [{ type: 'image', info: { link: 'javascript:alert(1)' } }, 'blocks.1.info.link', LINK_NOT_ALLOWED],
      [{ type: 'pdf', info: { link: 'data:application/pdf;base64,AAAA' } }, 'blocks.1.info.link', LINK_NOT_ALLOWED],
      [{ type: 'iframe', info: { link: 'https://evil.example/frame' } }, 'blocks.1.info.link', IFRAME_NOT_ALLOWED],
      [{ type: 'youtube', info: { link: 'https://clinic.example.org/video' } }, 'blocks.1.info.link', IFRAME_NOT_ALLOWED],
    ]
    for (const [block, field, message] of cases) {
      const reply = await f.call('managed_content_records.createOne', { title: 'Blocks', textContent: 'x', blocks: [{ type: 'h2', info: { text: 'ok' } }, block] }, f.admin)
      assert.equal(reply.status, 400, JSON.stringify(block))
      assert.deepEqual(reply.validation, [{ field, message }])
    }
    await f.ok('managed_content_records.createOne', { title: 'Own iframe', textContent: 'x', blocks: [{ type: 'iframe', info: { link: 'https://clinic.example.org/frame' } }] }, f.admin)
  })

  it("image and pdf blocks may name a file stored for the business (its secureName), never another business's", async () => {
    const own = `${f.admin.businessId}/${'a'.repeat(24)}`
    const stored = await f.ok<Rec>('managed_content_records.createOne', {
      title: 'Uploaded', textContent: 'x', blocks: [{ type: 'image', info: { link: own, name: 'chart.png' } }, { type: 'pdf', info: { link: own } }],
    }, f.admin)
    assert.deepEqual((stored.blocks as { info: { link: string } }[]).map((b) => b.info.link), [own, own])
    await f.ok('managed_content_records.updateOne', { id: stored.id, updates: { blocks: [{ type: 'pdf', info: { link: own } }] }, options: { replaceObjectFields: true } }, f.admin)
    for (const block of [
      { type: 'image', info: { link: `${'b'.repeat(24)}/${'a'.repeat(24)}` } },
      { type: 'pdf', info: { link: `${f.admin.businessId}/../x` } },
      { type: 'youtube', info: { link: own } },
    ]) {
      const reply = await f.call('managed_content_records.createOne', { title: 'Blocks', textContent: 'x', blocks: [block] }, f.admin)
      assert.equal(reply.status, 400, JSON.stringify(block))
      assert.deepEqual(reply.validation, [{ field: 'blocks.0.info.link', message: LINK_NOT_ALLOWED }])
    }
  })
})
