import { cleanup, fireEvent, render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { afterEach, test } from 'node:test'
import assert from 'node:assert/strict'
import { useState } from 'react'
import { CareProvider } from '@care/sdk/react'
import { EducationPage } from './education-page.tsx'
import { fakeApi, type FakeContent } from './testing/fake-api.ts'

function Page({ navigate }: { navigate: (to: string) => void }) {
  const [path, setPath] = useState(window.location.pathname)
  return (
    <EducationPage
      pathname={path}
      navigate={(to) => {
        window.history.pushState(null, '', to)
        setPath(to)
        navigate(to)
      }}
    />
  )
}

function setup(content: FakeContent[], path = '/content', o: Parameters<typeof fakeApi>[1] = {}) {
  window.history.replaceState(null, '', path)
  const { v1, client } = fakeApi(content, o)
  const visited: string[] = []
  render(
    <CareProvider client={client}>
      <Page navigate={(to) => visited.push(to)} />
    </CareProvider>,
  )
  return { v1, client, visited }
}

const matchMedia = window.matchMedia
afterEach(() => {
  window.matchMedia = matchMedia
})

/** the titles of one section's list, as shown */
const titlesIn = (section: HTMLElement) => [...section.querySelectorAll('.MuiListItemText-primary')].map((el) => el.textContent)

test("the library greets the patient by first name and groups the items by category, the rest under 'Other Content'", async () => {
  const { client } = setup([
    { title: 'Eating well with diabetes', type: 'Article', category: 'Diabetes', textContent: 'x' },
    { title: 'Heart health basics', type: 'Video', category: 'Heart', textContent: 'x' },
    { title: 'Checking your blood sugar', type: 'PDF', category: 'Diabetes', textContent: 'x' },
    { title: 'Welcome to the clinic', type: 'Article', textContent: 'x' },
  ])
  screen.getByRole('heading', { level: 1, name: "Pat's Library" })
  await screen.findByRole('heading', { level: 2, name: 'Diabetes' })
  const sections = screen.getAllByRole('region')
  assert.deepEqual(sections.map((s) => within(s).getByRole('heading', { level: 2 }).textContent), ['Diabetes', 'Heart', 'Other Content'])
  assert.deepEqual(titlesIn(sections[0]), ['Checking your blood sugar', 'Eating well with diabetes'])
  assert.deepEqual(titlesIn(sections[2]), ['Welcome to the clinic'])
  within(sections[1]).getByText('Video')
  assert.equal(screen.queryByRole('heading', { name: 'Your Content' }), null)
  client.close()
})

test("no item has a category: one flat list titled 'Your Content'; no item at all: 'No content is available at this time'", async () => {
  const first = setup([{ title: 'Welcome to the clinic', type: 'Article', textContent: 'x' }])
  await screen.findByRole('heading', { level: 2, name: 'Your Content' })
  assert.equal(screen.queryByRole('heading', { name: 'Other Content' }), null)
  first.client.close()
  cleanup()
  const empty = setup([])
  await screen.findByText('No content is available at this time')
  empty.client.close()
})

test("search asks the content service and shows 'Search Results', or 'No content matches your search'; clearing returns to the library", async () => {
  const { v1, client } = setup([
    { title: 'Eating well with diabetes', type: 'Article', category: 'Diabetes', textContent: 'carbohydrates and meals' },
    { title: 'Heart health basics', type: 'Video', category: 'Heart', textContent: 'exercise' },
  ])
  await screen.findByRole('heading', { level: 2, name: 'Diabetes' })
  const box = screen.getByRole('searchbox', { name: 'Search your content' })
  assert.equal(box.getAttribute('placeholder'), 'Search...')
  fireEvent.change(box, { target: { value: 'meals' } })
  const results = await screen.findByRole('region', { name: 'Search Results' })
  assert.deepEqual(titlesIn(results), ['Eating well with diabetes'])
  const sent = v1.requests.filter((r) => r.path === '/v1/managed-content-records/search')
  assert.deepEqual(sent.at(-1)?.body, { query: 'meals', type: 'enduser' })
  assert.equal(screen.queryByRole('heading', { name: 'Heart' }), null)

  fireEvent.change(box, { target: { value: 'zebra' } })
  await screen.findByText('No content matches your search')
  screen.getByRole('heading', { level: 2, name: 'Search Results' })
  fireEvent.keyDown(box, { key: 'Escape' })
  await screen.findByRole('heading', { level: 2, name: 'Heart' })
  assert.equal(screen.queryByRole('region', { name: 'Search Results' }), null)
  client.close()
})

const LONG = 'A very long title about managing blood pressure at home with diet, exercise, medicine and regular checks with your care team'

test('titles are cut at 100 characters on a wide screen and at 55 below 600 px, the whole title kept as the tooltip', async () => {
  assert.ok(LONG.length > 100)
  const wide = setup([{ title: LONG, type: 'Article', textContent: 'x' }])
  const link = await screen.findByTitle(LONG)
  assert.equal(link.textContent, `${LONG.slice(0, 100)}...Article`)
  wide.client.close()
  cleanup()

  window.matchMedia = ((query: string) => ({ matches: /max-width:\s*599\.95px/.test(query), media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false })) as typeof window.matchMedia
  const narrow = setup([{ title: LONG, type: 'Article', textContent: 'x' }])
  const short = await screen.findByTitle(LONG)
  assert.equal(short.textContent, `${LONG.slice(0, 55)}...Article`)
  narrow.client.close()
})

test('an item opens at /content/{id} with its title focused; Back to Education returns to the library and its search words', async () => {
  const { client } = setup([{ id: 'c'.repeat(24), title: 'Welcome to the clinic', type: 'Article', textContent: 'We are glad you are here.' }])
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'glad' } })
  fireEvent.click(await within(await screen.findByRole('region', { name: 'Search Results' })).findByRole('link', { name: /Welcome to the clinic/ }))
  assert.equal(window.location.pathname, `/content/${'c'.repeat(24)}`)
  const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome to the clinic' })
  screen.getByText('We are glad you are here.')
  await waitFor(() => assert.equal(document.activeElement, heading, 'the title is not focused'))
  fireEvent.click(screen.getByRole('button', { name: 'Back to Education' }))
  await screen.findByRole('heading', { level: 1, name: "Pat's Library" })
  assert.equal(window.location.pathname, '/content')
  assert.equal((screen.getByRole('searchbox') as HTMLInputElement).value, 'glad')
  await screen.findByRole('region', { name: 'Search Results' })
  client.close()
})

test("an article's blocks: headings, sanitized HTML, a YouTube video framed at 560x315, an iframe off the allow-list only linked, an image", async () => {
  const id = 'a'.repeat(24)
  const { client } = setup([{
    id,
    title: 'Walking for health',
    type: 'Article',
    textContent: 'x',
    blocks: [
      { type: 'h1', info: { text: 'Why walk' } },
      { type: 'h2', info: { text: 'Getting started' } },
      { type: 'html', info: { html: '<p onclick="alert(1)">Start <b>slowly</b><script>window.hacked = 1</script><a href="javascript:alert(1)">bad link</a><a href="https://example.org/more">more</a><iframe src="https://evil.example"></iframe></p>' } },
      { type: 'youtube', info: { link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', name: 'A short walk' } },
      { type: 'iframe', info: { link: 'https://evil.example/page' } },
      { type: 'image', info: { link: 'https://cdn.example.org/walk.png', name: 'People walking' } },
    ],
  }], `/content/${id}`)
  await screen.findByRole('heading', { level: 1, name: 'Walking for health' })
  screen.getByRole('heading', { level: 2, name: 'Why walk' })
  screen.getByRole('heading', { level: 3, name: 'Getting started' })
  const html = document.querySelector('.article-html') as HTMLElement
  assert.match(html.innerHTML, /Start <b>slowly<\/b>/)
  assert.equal(html.querySelector('script, iframe, [onclick]'), null, html.innerHTML)
  assert.equal(within(html).getByText('bad link').getAttribute('href'), null)
  const more = within(html).getByRole('link', { name: 'more' })
  assert.equal(more.getAttribute('target'), '_blank')
  assert.equal(more.getAttribute('rel'), 'noopener noreferrer')
  const video = screen.getByTitle('A short walk')
  assert.equal(video.tagName, 'IFRAME')
  assert.equal(video.getAttribute('src'), 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
  assert.equal(video.getAttribute('width'), '560')
  assert.equal(video.getAttribute('height'), '315')
  assert.equal(document.querySelectorAll('iframe').length, 1, 'the iframe off the allow-list was framed')
  screen.getByText('This embedded item cannot be shown here')
  assert.equal(screen.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href'), 'https://evil.example/page')
  assert.equal(screen.getByRole('img', { name: 'People walking' }).getAttribute('src'), 'https://cdn.example.org/walk.png')
  assert.equal((window as unknown as { hacked?: number }).hacked, undefined)
  client.close()
})

test('a PDF shows its first attachment in the page, a Video plays its first attachment', async () => {
  const pdf = 'd'.repeat(24)
  const files = [{ name: 'sugar.pdf', secureName: 'biz/sugar.pdf' }, { name: 'walk.mp4', secureName: 'biz/walk.mp4' }]
  const a = setup([{ id: pdf, title: 'Checking your blood sugar', type: 'PDF', textContent: 'x', attachments: [{ secureName: 'biz/sugar.pdf', type: 'application/pdf' }] }], `/content/${pdf}`, { files })
  const frame = await screen.findByTitle('Checking your blood sugar')
  assert.equal(frame.tagName, 'IFRAME')
  assert.equal(frame.getAttribute('src'), 'http://portal.test/v1/file-download/biz/sugar.pdf?inline=1')
  screen.getByRole('link', { name: 'Download' })
  a.client.close()
  cleanup()

  const video = 'f'.repeat(24)
  const b = setup([{ id: video, title: 'Heart health basics', type: 'Video', textContent: 'x', attachments: [{ secureName: 'biz/walk.mp4', type: 'video/mp4' }] }], `/content/${video}`, { files })
  await waitFor(() => assert.ok(document.querySelector('video'), 'no video player'))
  const player = document.querySelector('video')!
  assert.equal(player.getAttribute('src'), 'http://portal.test/v1/file-download/biz/walk.mp4?inline=1')
  assert.equal(player.hasAttribute('controls'), true)
  assert.equal(player.getAttribute('aria-label'), 'Video: Heart health basics')
  b.client.close()
})

test("an item that no longer exists: 'This content has been deleted', with the way back", async () => {
  const { client } = setup([], `/content/${'9'.repeat(24)}`)
  await screen.findByRole('heading', { level: 1, name: 'This content has been deleted' })
  screen.getByRole('button', { name: 'Back to Education' })
  client.close()
})

test('a failed load says so and offers Try again; a deployment without the content service says it is not available yet', async () => {
  const { v1, client } = setup([{ title: 'Welcome to the clinic', type: 'Article', textContent: 'x' }])
  await screen.findByRole('link', { name: /Welcome to the clinic/ })
  v1.failNext((r) => r.path === '/v1/managed-content-records' && r.method === 'GET', 500, { message: 'Boom' })
  client.resetCaches()
  await screen.findByRole('button', { name: 'Try again' })
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await screen.findByRole('link', { name: /Welcome to the clinic/ })
  v1.failNext((r) => r.path === '/v1/managed-content-records' && r.method === 'GET', 404, { message: 'Not found' })
  client.resetCaches()
  await screen.findByText('Education is not available yet')
  assert.equal(screen.queryByRole('button', { name: 'Try again' }), null)
  client.close()
})

test('loading shows a progress indicator; the library works from the keyboard (Tab to an item, Enter opens it)', async () => {
  window.history.replaceState(null, '', '/content')
  const { v1, client } = fakeApi([{ id: 'c'.repeat(24), title: 'Welcome to the clinic', type: 'Article', textContent: 'We are glad you are here.' }])
  const release = v1.hold()
  render(
    <CareProvider client={client}>
      <Page navigate={() => {}} />
    </CareProvider>,
  )
  screen.getByRole('progressbar')
  release()
  const link = await screen.findByRole('link', { name: /Welcome to the clinic/ })
  const user = userEvent.setup()
  await user.tab()
  assert.equal(document.activeElement, screen.getByRole('searchbox'), 'the search box comes first')
  await user.tab()
  assert.equal(document.activeElement, link)
  await user.keyboard('{Enter}')
  await screen.findByRole('heading', { level: 1, name: 'Welcome to the clinic' })
  client.close()
})
