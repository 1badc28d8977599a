// The portal's Documents (spec 2 §2.8, files part) and Settings → 'Who viewed my record' in a real
// browser: the demo patient signs in, opens Documents, sees the files the care team shared, filters,
// uploads a file of their own (listed under 'Your Uploaded Files'), opens the in-page viewer and
// goes Back; a file shared while the page is open appears without a reload; the same at 360 px;
// axe finds nothing serious; and a staff member who opened the patient's record over the API is
// listed in Settings. One platform for the file.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { e2eSkipReason, PORTAL_FRONTENDS, screenshotBoth, signedInPortalPage, startE2E, type E2E } from './support/index.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { api, type Principal } from '../support/http.ts'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9hAAAAKklEQVR42mNkYPj/n4EBCBgZGRn+MzCAAIQBEWBiYmJgYmJiQBdgYGBgAABgDAQBqTHbvAAAAABJRU5ErkJggg==',
  'base64',
)
const PDF = Buffer.from('%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')
const NARROW = { width: 360, height: 740 }

describe('portal documents and the access log', { skip: e2eSkipReason() }, () => {
  let e2e: E2E
  let admin: Principal
  let coordinator: Principal & { id: string }
  let patientId: string

  const call = async <T>(as: Principal, method: string, path: string, payload?: Record<string, unknown>) => {
    const res = await api<T>(e2e.url, as, method, path, payload)
    assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }
  const staffSignIn = async (email: string, password: string) => {
    const { authToken, user } = await call<{ authToken: string; user: { id: string } }>({}, 'POST', '/users/login', { email, password })
    return { authorization: `Bearer ${authToken}`, id: user.id }
  }
  /** The care team shares a file with the patient: prepare, then the bytes to the upload link. */
  const shareFile = async (name: string, type: string, bytes: Buffer) => {
    const prepared = await call<{ presignedUpload: { url: string; fields: Record<string, string> }; file: { id: string } }>(admin, 'POST', '/prepare-file-upload', { name, size: bytes.length, type, enduserId: patientId })
    const form = new FormData()
    for (const [k, v] of Object.entries(prepared.presignedUpload.fields)) form.append(k, v)
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
    const res = await fetch(prepared.presignedUpload.url, { method: 'POST', body: form })
    assert.equal(res.status, 204, await res.text())
    return prepared.file.id
  }
  /** the dialog has finished fading in (axe would measure the contrast of half-transparent text) */
  const dialogSettled = (page: Page) => page.waitForFunction(() => {
    const paper = document.querySelector('[role="dialog"]')
    return !!paper && getComputedStyle(paper.parentElement as Element).opacity === '1'
  })
  const fileRows = (page: Page) => page.getByRole('list', { name: 'Shared Files' }).getByRole('button')
  /** a page of the suite's session signed in as Jordan (one sign-in through the form for the suite) */
  const jordanPage = (viewport?: { width: number; height: number }) => signedInPortalPage(e2e, e2e.demo.patientEmail, e2e.demo.patientPassword, { viewport, at: false })
  const openDocuments = async (page: Page, mobile = false) => {
    await page.goto(`${e2e.url}/home?org=${e2e.demo.subdomain}`)
    await page.getByRole('heading', { name: 'Welcome, Jordan' }).waitFor()
    const nav = mobile ? page.getByRole('navigation', { name: 'Bottom navigation' }) : page.getByRole('navigation', { name: 'Portal navigation' })
    await nav.getByRole('link', { name: 'Documents', exact: true }).click()
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor()
  }

  before(async () => {
    // a demo clinic of its own: it asserts Jordan's access log with only this suite's views in it
    e2e = await startE2E({ frontends: [...PORTAL_FRONTENDS, 'portal-documents'], ownClinic: true })
    admin = await staffSignIn(e2e.demo.adminEmail, e2e.demo.adminPassword)
    coordinator = await staffSignIn(e2e.demo.staffEmail, e2e.demo.staffPassword)
    const [jordan] = await call<{ id: string }[]>(admin, 'GET', '/endusers', { filter: { email: e2e.demo.patientEmail } })
    patientId = jordan.id
    await shareFile('Lab results.pdf', 'application/pdf', PDF)
    await shareFile('Care plan summary.png', 'image/png', PNG)
  })
  after(() => e2e?.close())

  test('shared files, the filter, an upload of their own, the viewer and Back; axe at each step', async () => {
    const { page, errors, close } = await jordanPage()
    await openDocuments(page)
    assert.match(await page.title(), /^Documents · /)
    await page.getByRole('heading', { level: 2, name: 'Shared Files' }).waitFor()
    await fileRows(page).filter({ hasText: 'Lab results.pdf' }).waitFor()
    await fileRows(page).filter({ hasText: 'Care plan summary.png' }).getByText(/Shared by your care team/).waitFor()
    await expectNoSeriousAxeViolations(page, 'documents at 1280 px')
    await screenshotBoth(page, 'portal-documents', (p) => p.getByRole('heading', { name: 'Shared Files' }).waitFor())

    const filter = page.getByLabel('Show')
    assert.deepEqual(await filter.locator('option').allTextContents(), ['All Files', 'Shared Files', 'Your Uploaded Files'])
    await filter.selectOption({ label: 'Your Uploaded Files' })
    await page.getByText('You have not uploaded any files yet').waitFor()

    // Add File → 'Upload a new file': 'Upload File' waits for a file
    await page.getByRole('button', { name: 'Add File' }).click()
    const dialog = page.getByRole('dialog', { name: 'Upload a new file' })
    await dialog.waitFor()
    assert.equal(await dialog.getByRole('button', { name: 'Upload File' }).isDisabled(), true)
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'Insurance card.png', mimeType: 'image/png', buffer: PNG })
    await dialog.getByText('Insurance card.png selected!').waitFor()
    await dialogSettled(page)
    await expectNoSeriousAxeViolations(page, 'upload dialog')
    await screenshotBoth(page, 'portal-documents-upload', (p) => p.getByRole('dialog', { name: 'Upload a new file' }).waitFor())
    await dialog.getByRole('button', { name: 'Upload File' }).click()
    await page.getByText('Insurance card.png was uploaded').waitFor()
    await dialog.waitFor({ state: 'hidden' })
    assert.deepEqual(await fileRows(page).locator('.MuiListItemText-primary').allTextContents(), ['Insurance card.png'])
    await fileRows(page).getByText(/Uploaded by you/).waitFor()
    await filter.selectOption({ label: 'Shared Files' })
    // the demo clinic may share files of its own with Jordan: ours are among them, the upload is not
    const shared = await fileRows(page).locator('.MuiListItemText-primary').allTextContents()
    assert.ok(shared.includes('Care plan summary.png') && shared.includes('Lab results.pdf'), shared.join(', '))
    assert.equal(shared.includes('Insurance card.png'), false)
    await filter.selectOption({ label: 'All Files' })
    await fileRows(page).nth(2).waitFor()

    // the viewer, in the page: an image is shown (its bytes arrived), a PDF is framed
    await fileRows(page).filter({ hasText: 'Care plan summary.png' }).click()
    await page.getByRole('heading', { level: 1, name: 'Care plan summary.png' }).waitFor()
    const image = page.getByRole('img', { name: 'Care plan summary.png' })
    await image.waitFor()
    await page.waitForFunction(() => (document.querySelector('img[alt="Care plan summary.png"]') as HTMLImageElement | null)?.naturalWidth === 16)
    await page.getByRole('link', { name: 'Download' }).waitFor()
    await expectNoSeriousAxeViolations(page, 'file viewer')
    await screenshotBoth(page, 'portal-documents-viewer', (p) => p.getByRole('img', { name: 'Care plan summary.png' }).waitFor())
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor()
    assert.equal(new URL(page.url()).searchParams.get('file'), null)
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('Care plan summary.png') === true)

    await fileRows(page).filter({ hasText: 'Lab results.pdf' }).click()
    const frame = page.locator('iframe[title="Lab results.pdf"]')
    await frame.waitFor()
    assert.match((await frame.getAttribute('src')) ?? '', /^blob:/)
    // the browser's own Back closes the viewer too
    await page.goBack()
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor()
    assert.deepEqual(errors, [])
    await close()
  })

  test('a file the care team shares while Documents is open appears without a reload', async () => {
    const { page, close } = await jordanPage()
    // Documents opens the live socket itself; the share must come after it is authenticated
    const live = new Promise<void>((resolve) => {
      page.on('websocket', (ws) => ws.on('framereceived', (f) => String(f.payload).includes('"authenticated"') && resolve()))
    })
    await openDocuments(page)
    await fileRows(page).first().waitFor()
    const before = await fileRows(page).count()
    await live
    await shareFile('Discharge letter.pdf', 'application/pdf', PDF)
    await fileRows(page).filter({ hasText: 'Discharge letter.pdf' }).waitFor()
    assert.equal(await fileRows(page).count(), before + 1)
    await close()
  })

  test('at 360 px: nothing wider than the screen, the upload dialog and the viewer fit, axe finds nothing serious', async () => {
    const { page, close } = await jordanPage(NARROW)
    await openDocuments(page, true)
    await fileRows(page).first().waitFor()
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    assert.ok((await overflow()) <= 0, `the page is ${await overflow()} px wider than the screen`)
    await expectNoSeriousAxeViolations(page, 'documents at 360 px')
    await page.getByRole('button', { name: 'Add File' }).click()
    await page.getByRole('dialog', { name: 'Upload a new file' }).waitFor()
    await dialogSettled(page)
    await expectNoSeriousAxeViolations(page, 'upload dialog at 360 px')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await fileRows(page).filter({ hasText: 'Care plan summary.png' }).click()
    await page.getByRole('img', { name: 'Care plan summary.png' }).waitFor()
    assert.ok((await overflow()) <= 0, 'the viewer fits the screen')
    await expectNoSeriousAxeViolations(page, 'file viewer at 360 px')
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor()
    await close()
  })

  test("Settings → 'Who viewed my record' lists the staff member who opened the patient's record", async () => {
    // the coordinator opens Jordan's record over the API; the audit trail records it shortly after
    await call(coordinator, 'GET', `/enduser/${patientId}`)
    const deadline = Date.now() + 15_000
    for (;;) {
      const logs = await call<{ userId: string; action: string; resource: string }[]>(admin, 'GET', '/user-logs', { filter: { enduserId: patientId, userId: coordinator.id } })
      if (logs.some((l) => l.action === 'read' && l.resource === 'endusers')) break
      assert.ok(Date.now() < deadline, 'the read was not logged within 15 s')
      await new Promise((r) => setTimeout(r, 100))
    }
    for (const viewport of [undefined, NARROW]) {
      const { page, close } = await signedInPortalPage(e2e, e2e.demo.patientEmail, e2e.demo.patientPassword, { viewport })
      await page.getByRole('heading', { name: 'Welcome, Jordan' }).waitFor()
      await page.goto(`${e2e.url}/settings?org=${e2e.demo.subdomain}`)
      const section = page.getByRole('region', { name: 'Who viewed my record' })
      await section.waitFor()
      const newest = section.getByRole('listitem').first()
      await newest.getByText('Casey Coordinator viewed your profile').waitFor()
      await newest.locator('time').waitFor()
      // the care team's shares are there too, never the patient's own actions
      await section.getByText(/Avery Admin added a file/).first().waitFor()
      assert.equal(await section.getByText(/^Jordan/).count(), 0)
      await expectNoSeriousAxeViolations(page, viewport ? 'settings access log at 360 px' : 'settings access log')
      if (!viewport) await screenshotBoth(page, 'portal-settings-access-log', (p) => p.getByRole('region', { name: 'Who viewed my record' }).waitFor())
      await close()
    }
  })
})
