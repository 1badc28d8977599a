// The console's Content area end to end on the content service: the library, creating an article
// with two blocks (a heading and rich text typed in the TipTap editor), saving it and finding it
// listed with its type, axe at 1280 and 360 px on the library and the editor; forum moderation
// live: a patient's like, post and comment (over the API) show on the open forum and post pages,
// counts included (the content service's counter events), without a reload. Screenshots go to
// tests/e2e/artifacts/ (console-content-*).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { e2eSkipReason, screenshotBoth, startE2E, type E2E } from './support/index.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { adminApi, settled, signedInPage, type AdminApi } from './console-pages.ts'

const FRONTENDS = ['console-shell', 'console-content']
const NARROW = { width: 360, height: 740 }

/** no part of the page wider than the viewport (nothing to scroll sideways) */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

describe('console content', { skip: e2eSkipReason() }, () => {
  let e2e: E2E
  let admin: AdminApi
  /** a GET of /v1 as the demo clinic's admin */
  const api = (path: string) => admin.api('GET', path)
  before(async () => {
    e2e = await startE2E({ frontends: FRONTENDS })
    admin = await adminApi(e2e)
  })
  after(() => e2e?.close())

  test('the library; an article created with two blocks is saved and listed; axe 0 serious on both screens, also at 360 px', async () => {
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    try {
      await page.goto(`${e2e.url}/console/content`)
      await page.getByRole('heading', { name: 'Content library', level: 1 }).waitFor()
      await page.getByRole('link', { name: 'Content', exact: true }).waitFor()
      await expectNoSeriousAxeViolations(page, 'console content library')

      const title = `Walking after meals ${randomBytes(3).toString('hex')}`
      await page.getByRole('button', { name: 'Create content' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create content' })
      await dialog.getByLabel(/^Title/).fill(title)
      await dialog.getByRole('radio', { name: 'Article' }).check()
      await dialog.getByRole('button', { name: 'Create' }).click()
      await page.getByRole('heading', { name: title, level: 1 }).waitFor()
      await page.getByText('Type: Article (cannot be changed)').waitFor()

      // block 1: a heading (the default kind is rich text: choose Heading 1 first)
      await page.getByRole('combobox', { name: 'Block kind' }).click()
      await page.getByRole('option', { name: 'Heading 1' }).click()
      await page.getByRole('button', { name: 'Add block' }).click()
      await page.getByRole('listitem', { name: 'Block 1: Heading 1' }).getByLabel('Text').fill('Why walk')
      // block 2: rich text, typed with the keyboard, one word bold
      await page.getByRole('combobox', { name: 'Block kind' }).click()
      await page.getByRole('option', { name: 'Rich text' }).click()
      await page.getByRole('button', { name: 'Add block' }).click()
      const editor = page.getByRole('textbox', { name: 'Rich text of block 2' })
      await editor.click()
      await page.keyboard.type('Ten minutes ')
      await page.getByRole('button', { name: 'Bold' }).click()
      // TipTap gives the focus back to the text on the next animation frame: a key before it is lost
      await page.getByRole('button', { name: 'Bold', pressed: true }).waitFor()
      await page.waitForFunction(() => document.activeElement?.getAttribute('contenteditable') === 'true')
      await page.keyboard.type('helps')
      await page.getByRole('button', { name: 'Save' }).click()
      await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor()
      await settled(page)
      await expectNoSeriousAxeViolations(page, 'console content editor')
      await screenshotBoth(page, 'console-content-editor', settled)

      // stored as typed: the blocks in order, the HTML sanitized and kept, textContent from the blocks
      const [stored] = (await api(`/managed-content-records?filter=${encodeURIComponent(JSON.stringify({ title }))}`)) as { blocks: { type: string; info: Record<string, string> }[]; textContent: string; type: string }[]
      assert.equal(stored?.type, 'Article')
      assert.deepEqual(stored?.blocks.map((b) => b.type), ['h1', 'html'])
      assert.equal(stored?.blocks[1]?.info.html, '<p>Ten minutes <strong>helps</strong></p>')
      assert.equal(stored?.textContent, 'Why walk\n\nTen minutes helps')

      await page.getByRole('link', { name: 'Back to the library' }).click()
      const row = page.locator('tr[data-content-id]').filter({ has: page.getByRole('link', { name: title, exact: true }) })
      await row.waitFor()
      assert.equal(await row.locator('td').nth(1).textContent(), 'Article')
      await screenshotBoth(page, 'console-content-library', settled)

      await page.setViewportSize(NARROW)
      await page.getByRole('heading', { name: 'Content library', level: 1 }).waitFor()
      await settled(page)
      assert.equal(await overflows(page), false, 'the library scrolls sideways at 360 px')
      await expectNoSeriousAxeViolations(page, 'console content library (360 px)')
      await row.getByRole('link', { name: title, exact: true }).click()
      await page.getByRole('heading', { name: title, level: 1 }).waitFor()
      await settled(page)
      assert.equal(await overflows(page), false, 'the editor scrolls sideways at 360 px')
      await expectNoSeriousAxeViolations(page, 'console content editor (360 px)')
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test("forum moderation is live: a patient's post, like and comment show on the open forum and post pages without a reload", async () => {
    const forum = await admin.api<{ id: string }>('POST', '/forum', { title: `Live forum ${randomBytes(3).toString('hex')}`, publicRead: true })
    const welcome = await admin.api<{ id: string }>('POST', '/forum-post', { forumId: forum.id, title: 'Staff welcome', textContent: 'Say hello here.', htmlContent: '<p>Say hello here.</p>' })
    // the demo patient, over the API
    const login = await fetch(`${e2e.url}/v1/login-enduser`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: e2e.demo.patientEmail, password: e2e.demo.patientPassword, businessId: admin.user.businessId }),
    })
    assert.ok(login.ok, `the demo patient could not sign in: ${login.status}`)
    const { authToken } = (await login.json()) as { authToken: string }
    const asPatient = async (path: string, body: unknown) => {
      const res = await fetch(`${e2e.url}/v1${path}`, { method: 'POST', headers: { authorization: `Bearer ${authToken}`, 'content-type': 'application/json' }, body: JSON.stringify(body) })
      const text = await res.text()
      assert.ok(res.ok, `${path}: ${res.status} ${text}`)
      return JSON.parse(text) as { id: string }
    }

    const { page, errors, close } = await signedInPage(e2e, { at: `/console/content/forums/${forum.id}` })
    try {
      const posts = page.getByRole('list', { name: 'Posts' })
      const welcomeRow = posts.getByRole('listitem').filter({ hasText: 'Staff welcome' })
      await welcomeRow.getByText(/0 comments · 0 likes/).waitFor()

      // the patient likes the post and posts one of their own: both show on the open page
      await asPatient('/post-like', { postId: welcome.id, forumId: forum.id })
      await welcomeRow.getByText(/0 comments · 1 like$/).waitFor()
      await asPatient('/forum-post', { forumId: forum.id, title: 'Hello from Jordan', textContent: 'Glad to be here', htmlContent: '<p>Glad to be here</p>' })
      await posts.getByRole('link', { name: 'Hello from Jordan' }).waitFor()

      // on the post's page: the patient's comment and its count arrive live
      await posts.getByRole('link', { name: 'Staff welcome' }).click()
      await page.getByRole('heading', { level: 1, name: 'Staff welcome' }).waitFor()
      await page.getByText('0 comments · 1 like').waitFor()
      await asPatient('/post-comment', { forumId: forum.id, postId: welcome.id, textContent: 'Hello everyone!', htmlContent: '<p>Hello everyone!</p>' })
      await page.getByRole('list', { name: 'Comments' }).getByText('Hello everyone!').waitFor()
      await page.getByText('1 comment · 1 like').waitFor()
      await expectNoSeriousAxeViolations(page, 'console forum post with a live comment')
      assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), [])
    } finally {
      await close()
    }
  })
})
