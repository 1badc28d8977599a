// The portal's Education and Community (spec 2 §2.6, §2.12; issue #21) in a real browser, on the
// content service: the care team publishes a small library and a forum over the API; the demo
// patient opens 'Jordan's Library' (categories and 'Other Content'), searches it ('Search
// Results', 'No content matches your search'), reads an article whose YouTube block is framed at
// 560x315 and comes back; then a thread in two browser contexts — Jordan likes and comments on a
// post, Lena (another patient, signed in by a mailed link in another context) sees the like count
// and the comment, replies, likes the post and Jordan's comment; Jordan's next comment reads the post
// again (Lena's like shows without a reload), he deletes it, and after a reload sees the reply and
// his comment's like. The same pages at 360 px fit the
// screen; axe finds nothing serious anywhere. One platform and a demo clinic of its own for the file (a forum title
// is unique in a clinic, and the library is asserted as published here).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { createPatientAsStaff, e2eSkipReason, newPage, PORTAL_FRONTENDS, screenshotBoth, signInWithLink, signInWithPassword, startE2E, uniqueEmail, type E2E } from './support/index.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { api, type Principal } from '../support/http.ts'

const NARROW = { width: 360, height: 740 }
const ARTICLE = 'Cooking with zucchini'
const FORUM = 'Walking club'

describe('portal education and community', { skip: e2eSkipReason() }, () => {
  let e2e: E2E
  let admin: Principal
  let forumId: string
  let postId: string

  const call = async <T>(as: Principal, method: string, path: string, payload?: Record<string, unknown>) => {
    const res = await api<T>(e2e.url, as, method, path, payload)
    assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }
  const nav = (page: Page, mobile: boolean) => mobile ? page.getByRole('navigation', { name: 'Bottom navigation' }) : page.getByRole('navigation', { name: 'Portal navigation' })
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  const openEducation = async (page: Page, mobile = false) => {
    await signInWithPassword(page, e2e, e2e.demo.patientEmail, e2e.demo.patientPassword)
    await page.getByRole('heading', { name: 'Welcome, Jordan' }).waitFor()
    await nav(page, mobile).getByRole('link', { name: 'Education', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: "Jordan's Library" }).waitFor()
  }
  /** the post's page, through the sidebar and the forums' list (the demo clinic has a forum of its own) */
  const openPost = async (page: Page) => {
    await page.getByRole('navigation', { name: 'Portal navigation' }).getByRole('link', { name: 'Community', exact: true }).click()
    await page.getByRole('list', { name: 'Forums' }).getByRole('link', { name: new RegExp(FORUM) }).click()
    await page.getByRole('heading', { level: 1, name: FORUM }).waitFor()
    await page.getByRole('link', { name: 'Evening walks' }).click()
    await page.getByRole('heading', { level: 1, name: 'Evening walks' }).waitFor()
    assert.equal(new URL(page.url()).searchParams.get('postId'), postId)
  }

  before(async () => {
    e2e = await startE2E({ frontends: [...PORTAL_FRONTENDS, 'portal-education', 'portal-community'], ownClinic: true })
    const { authToken } = await call<{ authToken: string }>({}, 'POST', '/users/login', { email: e2e.demo.adminEmail, password: e2e.demo.adminPassword })
    admin = { authorization: `Bearer ${authToken}` }
    const publish = (item: Record<string, unknown>) => call(admin, 'POST', '/managed-content-record', { assignmentType: 'All', type: 'Article', ...item })
    // the demo clinic has a library and a forum of its own: these are told apart by their titles
    await publish({
      title: ARTICLE, category: 'Diabetes', textContent: 'Zucchini keeps meals light and your blood sugar steady.',
      blocks: [
        { type: 'h1', info: { text: 'Why food matters' } },
        { type: 'html', info: { html: '<p>Balanced meals keep your <b>blood sugar</b> steady.</p>' } },
        { type: 'youtube', info: { link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', name: 'A healthy plate' } },
      ],
    })
    await publish({ title: 'Aardvark facts for kids', category: 'Diabetes', textContent: 'Not about zucchini at all.' })
    await publish({ title: 'Clinic parking and hours', textContent: 'Park behind the building.' })
    // for the care team only: never in a patient's library, nor in their search
    await publish({ title: 'Staff handbook', category: 'Diabetes', textContent: 'Internal zucchini policy', forInternalUse: true })
    const forum = await call<{ id: string }>(admin, 'POST', '/forum', { title: FORUM, description: 'Share tips and questions', publicRead: true })
    forumId = forum.id
    const post = await call<{ id: string }>(admin, 'POST', '/forum-post', { forumId, title: 'Evening walks', textContent: 'Who else walks after dinner? It keeps my sugar steady.', htmlContent: '<p>Who else walks after dinner? It keeps my sugar steady.</p>' })
    postId = post.id
  })
  after(() => e2e?.close())

  test("the library by category, search, an article with its 560x315 video, and back; axe at each step", async () => {
    const { page, context, errors } = await newPage(e2e.browser)
    await openEducation(page)
    const diabetes = page.getByRole('region', { name: 'Diabetes' })
    await diabetes.getByRole('link', { name: /Aardvark facts for kids/ }).waitFor()
    // categories alphabetically, the uncategorised last under 'Other Content'
    const headings = await page.locator('section h2').allTextContents()
    assert.deepEqual(headings, [...headings.slice(0, -1)].sort((a, b) => a.localeCompare(b)).concat('Other Content'))
    assert.ok(headings.includes('Diabetes'), headings.join(', '))
    const inDiabetes = await diabetes.locator('.MuiListItemText-primary').allTextContents()
    assert.ok(inDiabetes.includes(ARTICLE) && inDiabetes.includes('Aardvark facts for kids'), inDiabetes.join(', '))
    await page.getByRole('region', { name: 'Other Content' }).getByRole('link', { name: /Clinic parking and hours/ }).waitFor()
    assert.equal(await page.getByText('Staff handbook').count(), 0, 'content for internal use is shown to a patient')
    await expectNoSeriousAxeViolations(page, 'education library')
    await screenshotBoth(page, 'portal-education-library', (p) => p.getByRole('region', { name: 'Diabetes' }).waitFor())

    const search = page.getByRole('searchbox', { name: 'Search your content' })
    await search.fill('zucchini')
    const results = page.getByRole('region', { name: 'Search Results' })
    await results.getByRole('link', { name: new RegExp(ARTICLE) }).waitFor()
    // the title's match ranks first; internal content never matches for a patient
    assert.equal(await results.locator('.MuiListItemText-primary').first().textContent(), ARTICLE)
    assert.equal(await results.getByText('Staff handbook').count(), 0)
    await search.fill('xylophonist')
    await page.getByText('No content matches your search').waitFor()
    await search.press('Escape')
    await page.getByRole('region', { name: 'Diabetes' }).waitFor()

    await page.getByRole('link', { name: new RegExp(ARTICLE) }).click()
    await page.getByRole('heading', { level: 1, name: ARTICLE }).waitFor()
    assert.match(new URL(page.url()).pathname, /^\/content\/[0-9a-f]{24}$/)
    await page.getByRole('heading', { level: 2, name: 'Why food matters' }).waitFor()
    await page.getByText('blood sugar', { exact: true }).waitFor()
    assert.equal(await page.locator('main b').filter({ hasText: 'blood sugar' }).count(), 1)
    const video = page.locator('iframe[title="A healthy plate"]')
    assert.equal(await video.getAttribute('src'), 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
    assert.equal(await video.getAttribute('width'), '560')
    assert.equal(await video.getAttribute('height'), '315')
    assert.deepEqual(await video.boundingBox().then((b) => b && [Math.round(b.width), Math.round(b.height)]), [560, 315])
    await expectNoSeriousAxeViolations(page, 'education article')
    await screenshotBoth(page, 'portal-education-article', (p) => p.getByRole('heading', { level: 1, name: ARTICLE }).waitFor())
    await page.getByRole('button', { name: 'Back to Education' }).click()
    await page.getByRole('heading', { level: 1, name: "Jordan's Library" }).waitFor()
    // a new path: the portal moves focus to the page's heading
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1' && document.activeElement.textContent === "Jordan's Library")

    // an address that names no item the patient may see
    await page.goto(`${e2e.url}/content/${'0'.repeat(24)}?org=${e2e.demo.subdomain}`)
    await page.getByRole('heading', { level: 1, name: 'This content has been deleted' }).waitFor()
    // the care team's own fetch of the page's scripts may log; the page itself throws nothing
    assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), [])
    await context.close()
  })

  test('a thread in two browser contexts: a like and a comment by one patient reach the other, and back', async () => {
    const jordan = await newPage(e2e.browser)
    await signInWithPassword(jordan.page, e2e, e2e.demo.patientEmail, e2e.demo.patientPassword)
    await jordan.page.getByRole('heading', { name: 'Welcome, Jordan' }).waitFor()
    await openPost(jordan.page)
    await jordan.page.getByText('Leave the first comment!').waitFor()
    await expectNoSeriousAxeViolations(jordan.page, 'community post')

    // Jordan likes the post and comments
    await jordan.page.getByRole('button', { name: 'Like (0)', pressed: false, exact: true }).click()
    await jordan.page.getByRole('button', { name: 'Like (1)', pressed: true, exact: true }).waitFor()
    await jordan.page.getByLabel('Add a comment').fill('I do, every evening after dinner.')
    await jordan.page.getByRole('button', { name: 'Comment', exact: true }).click()
    await jordan.page.getByRole('list', { name: 'Comments' }).getByText('I do, every evening after dinner.').waitFor()

    // another patient of the clinic, in another context (signed in by a mailed link), sees both
    const lena = uniqueEmail('lena')
    await createPatientAsStaff(e2e, { email: lena, fname: 'Lena', lname: 'Ruiz', termsSigned: new Date().toISOString(), termsVersion: '1.0' })
    const other = await newPage(e2e.browser)
    await signInWithLink(other.page, e2e, lena)
    await other.page.getByRole('heading', { name: 'Welcome, Lena' }).waitFor()
    await openPost(other.page)
    const comments = other.page.getByRole('list', { name: 'Comments' })
    await comments.getByText('I do, every evening after dinner.').waitFor()
    await comments.getByText(/^Community member/).first().waitFor()
    // Jordan's like counts, and is not Lena's
    const otherLike = other.page.getByRole('button', { name: 'Like (1)', pressed: false, exact: true })
    await otherLike.waitFor()
    // Lena cannot edit or delete the care team's post
    assert.equal(await other.page.getByRole('button', { name: 'Edit' }).count(), 0)

    // Lena replies to Jordan and likes the post too
    await comments.getByRole('button', { name: 'Reply to Community member' }).click()
    await other.page.getByLabel('Your reply').fill('Me too, it helps!')
    await other.page.getByRole('button', { name: 'Send reply' }).click()
    await other.page.getByRole('list', { name: 'Replies' }).getByText('Me too, it helps!').waitFor()
    await otherLike.click()
    await other.page.getByRole('button', { name: 'Like (2)', pressed: true, exact: true }).waitFor()
    // and likes Jordan's comment (a comment like of Lena's)
    await comments.getByRole('button', { name: 'Like (0), comment by Community member', pressed: false, exact: true }).click()
    await comments.getByRole('button', { name: 'Like (1), comment by Community member', pressed: true, exact: true }).waitFor()
    await expectNoSeriousAxeViolations(other.page, 'community thread with a reply')
    await screenshotBoth(other.page, 'portal-community-thread', (p) => p.getByRole('list', { name: 'Replies' }).waitFor())

    // Jordan hears no live post events: his own next comment reads the post again, and Lena's like shows
    const jordanComments = jordan.page.getByRole('list', { name: 'Comments' })
    await jordan.page.getByLabel('Add a comment').fill('Thanks, Lena!')
    await jordan.page.getByRole('button', { name: 'Comment', exact: true }).click()
    await jordanComments.getByText('Thanks, Lena!').waitFor()
    await jordan.page.getByRole('button', { name: 'Like (2)', pressed: true, exact: true }).waitFor()
    // and deletes that comment after the confirmation (only his own comments offer Delete)
    await jordanComments.getByRole('listitem').filter({ hasText: 'Thanks, Lena!' }).getByRole('button', { name: 'Delete comment' }).click()
    const confirm = jordan.page.getByRole('dialog', { name: 'Delete Confirmation' })
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await jordanComments.getByText('Thanks, Lena!').waitFor({ state: 'detached' })
    await confirm.waitFor({ state: 'detached' })

    // Jordan sees Lena's reply and like on the post's page again; Jordan's own like is still theirs
    await jordan.page.reload()
    await jordan.page.getByRole('heading', { level: 1, name: 'Evening walks' }).waitFor()
    await jordan.page.getByRole('list', { name: 'Replies' }).getByText('Me too, it helps!').waitFor()
    await jordanComments.getByRole('button', { name: 'Like (1), comment by You', pressed: false, exact: true }).waitFor()
    assert.equal(await jordanComments.getByRole('button', { name: 'Delete comment' }).count(), 1, "Jordan's comment, not Lena's reply")
    const jordanLike = jordan.page.getByRole('button', { name: 'Like (2)', pressed: true, exact: true })
    await jordanLike.waitFor()
    // and unliking takes exactly one off
    await jordanLike.click()
    await jordan.page.getByRole('button', { name: 'Like (1)', pressed: false, exact: true }).waitFor()
    const [stored] = await call<{ numLikes: number; numComments: number }[]>(admin, 'GET', '/forum-posts', { filter: { forumId } })
    assert.deepEqual([stored.numLikes, stored.numComments], [1, 2])

    // the forum's list shows the counts and a post of their own
    await jordan.page.getByRole('link', { name: `Back to ${FORUM}` }).click()
    const card = jordan.page.getByRole('article', { name: 'Evening walks' })
    await card.getByRole('link', { name: '2 comments' }).waitFor()
    await jordan.page.getByRole('button', { name: 'Add Post' }).click()
    const form = jordan.page.getByRole('form', { name: 'New post' })
    await form.getByLabel('Title').fill('Favourite recipes')
    await form.getByLabel('Content').fill('Share your low-sugar recipes here.')
    await form.getByRole('button', { name: 'Post' }).click()
    await jordan.page.getByRole('article', { name: 'Favourite recipes' }).waitFor()
    await expectNoSeriousAxeViolations(jordan.page, 'community forum')
    await screenshotBoth(jordan.page, 'portal-community-forum', (p) => p.getByRole('article', { name: 'Favourite recipes' }).waitFor())
    assert.deepEqual(jordan.errors.filter((e) => !/Failed to load resource/.test(e)), [])
    await jordan.context.close()
    await other.context.close()
  })

  test('at 360 px: the library, an article and a post fit the screen; axe finds nothing serious', async () => {
    const { page, context } = await newPage(e2e.browser, { viewport: NARROW })
    await openEducation(page, true)
    await page.getByRole('region', { name: 'Diabetes' }).waitFor()
    assert.ok((await overflow(page)) <= 0, `the library is ${await overflow(page)} px wider than the screen`)
    await expectNoSeriousAxeViolations(page, 'education library at 360 px')
    await page.getByRole('link', { name: new RegExp(ARTICLE) }).click()
    await page.getByRole('heading', { level: 1, name: ARTICLE }).waitFor()
    const video = await page.locator('iframe[title="A healthy plate"]').boundingBox()
    assert.ok(video && video.width <= NARROW.width && Math.abs(video.width / video.height - 560 / 315) < 0.02, `the video is ${JSON.stringify(video)}`)
    assert.ok((await overflow(page)) <= 0, 'the article fits the screen')
    await expectNoSeriousAxeViolations(page, 'education article at 360 px')
    await page.goto(`${e2e.url}/community?forumId=${forumId}&postId=${postId}&org=${e2e.demo.subdomain}`)
    await page.getByRole('heading', { level: 1, name: 'Evening walks' }).waitFor()
    await page.getByRole('region', { name: 'Comments' }).waitFor()
    assert.ok((await overflow(page)) <= 0, 'the post fits the screen')
    await expectNoSeriousAxeViolations(page, 'community post at 360 px')
    await context.close()
  })
})
