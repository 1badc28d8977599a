// The console's Billing area end to end on the billing service (issue #22): staff create a product
// with the dialog (a refused amount first) and find it listed and stored in cents; refund part of a
// purchase of the demo seed's and see what remains; download a seeded superbill's PDF; make a
// superbill with the dialog from Jordan's seeded appointment with the seeded provider and two CPT
// lines, and read its downloaded PDF's text; see the seeded credit and provider. Axe at each tab and
// dialog, and at 360 px the tables keep their words whole and scroll inside themselves (the page does
// not).
// A clinic of its own: it asserts and changes the seeded purchases. Screenshots: console-billing-*.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { Download, Page } from 'playwright-core'
import { e2eSkipReason, screenshotBoth, startE2E, type E2E } from './support/index.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { adminApi, settled, signedInPage, type AdminApi } from './console-pages.ts'

const FRONTENDS = ['console-shell', 'console-billing']
const NARROW = { width: 360, height: 740 }

/** a download's bytes */
async function bytesOf(file: Download): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const c of await file.createReadStream()) chunks.push(c as Buffer)
  return Buffer.concat(chunks)
}

/** the text of a PDF, item by item */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise
  const pages: string[] = []
  for (let i = 1; i <= doc.numPages; i++) pages.push((await (await doc.getPage(i)).getTextContent()).items.map((it) => ('str' in it ? it.str : '')).join('\n'))
  return pages.join('\n')
}

/** the page itself is no wider than the viewport (a table may scroll inside its container) */
const pageOverflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
/** no word in a table cell is broken across lines (a 360 px screen once squeezed columns to a letter a line) */
const wordsWhole = (page: Page) => page.evaluate(() => {
  const broken: string[] = []
  for (const cell of document.querySelectorAll('table tbody td')) {
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (const m of text.matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(node, m.index)
        range.setEnd(node, m.index + m[0].length)
        // one box per line the word spans
        if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) broken.push(m[0])
      }
    }
  }
  return broken
})

describe('console billing', { skip: e2eSkipReason() }, () => {
  let e2e: E2E
  let admin: AdminApi
  const list = <T>(collection: string, filter: Record<string, unknown>) => admin.list<T>(collection, filter)
  const axe = async (page: Page, where: string) => {
    await settled(page)
    await expectNoSeriousAxeViolations(page, where)
  }

  before(async () => {
    e2e = await startE2E({ frontends: FRONTENDS, ownClinic: true })
    admin = await adminApi(e2e)
  })
  after(() => e2e?.close())

  test('a product made with the dialog (a refused amount first) is listed and stored in cents; axe at 1280 and 360 px, whole words at 360 px', async () => {
    const title = `Lab panel ${randomBytes(3).toString('hex')}`
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    try {
      await page.goto(`${e2e.url}/console/billing`)
      await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor()
      await page.getByRole('table', { name: 'Products' }).waitFor()
      await axe(page, 'console billing products')
      await page.getByRole('button', { name: 'New product' }).click()
      const dialog = page.getByRole('dialog', { name: 'New product' })
      await dialog.getByLabel(/^Title/).fill(title)
      await dialog.getByLabel(/^Cost \(USD\)/).fill('12.3.4')
      await dialog.getByRole('button', { name: 'Create' }).click()
      await dialog.getByText('Enter an amount in dollars, like 25.00').waitFor()
      await axe(page, 'console billing product dialog with an error')
      await dialog.getByLabel(/^Cost \(USD\)/).fill('42.50')
      await dialog.getByRole('button', { name: 'Create' }).click()
      await dialog.waitFor({ state: 'hidden' })
      await page.getByRole('row', { name: new RegExp(`${title}.*\\$42\\.50`) }).waitFor()
      const [stored] = await list<{ cost: { amount: number; currency: string } }>('products', { title })
      assert.deepEqual(stored?.cost, { amount: 4250, currency: 'USD' })

      await page.setViewportSize(NARROW)
      await settled(page)
      assert.equal(await pageOverflows(page), false, 'the page does not scroll sideways at 360 px')
      assert.deepEqual(await wordsWhole(page), [], 'no word is broken across lines')
      await axe(page, 'console billing products at 360 px')
      await screenshotBoth(page, 'console-billing-products', settled)
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test("a partial refund of the seeded purchase shows what remains; a seeded superbill's PDF downloads", async () => {
    const [jordan] = await list<{ id: string }>('endusers', { fname: 'Jordan', lname: 'Rivera' })
    const [purchase] = await list<{ id: string; title: string; cost: { amount: number } }>('purchases', { enduserId: jordan!.id })
    assert.ok(purchase, 'the demo seed gives Jordan a purchase')
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    try {
      await page.goto(`${e2e.url}/console/billing/purchases`)
      await page.getByRole('heading', { name: 'Purchases', level: 1 }).waitFor()
      await page.getByRole('button', { name: `Refund ${purchase.title}` }).click()
      const dialog = page.getByRole('dialog', { name: 'Refund a purchase' })
      await dialog.getByText(`Up to $${(purchase.cost.amount / 100).toFixed(2)} can be refunded`).waitFor()
      await axe(page, 'console billing refund dialog')
      await dialog.getByLabel(/^Amount \(USD\)/).fill('20.00')
      await dialog.getByRole('button', { name: 'Refund' }).click()
      await dialog.waitFor({ state: 'hidden' })
      await page.getByRole('row', { name: /\$20\.00/ }).waitFor()
      const [after] = await list<{ refundedAmount?: number }>('purchases', { enduserId: jordan!.id })
      assert.equal(after?.refundedAmount, 2000)
      await axe(page, 'console billing purchases')
      await page.setViewportSize(NARROW)
      await settled(page)
      assert.equal(await pageOverflows(page), false, 'the page does not scroll sideways at 360 px')
      assert.deepEqual(await wordsWhole(page), [], 'no word of the purchases is broken across lines')
      await axe(page, 'console billing purchases at 360 px')
      await page.setViewportSize({ width: 1280, height: 800 })

      await page.goto(`${e2e.url}/console/billing/superbills`)
      await page.getByRole('heading', { name: 'Superbills', level: 1 }).waitFor()
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: /^Download PDF: the superbill of Jordan Rivera/ }).first().click()
      const file = await download
      const bytes = await file.createReadStream().then(async (s) => {
        const chunks: Buffer[] = []
        for await (const c of s) chunks.push(c as Buffer)
        return Buffer.concat(chunks)
      })
      assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-', 'a PDF arrives')
      await axe(page, 'console billing superbills')
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })

  test("a superbill made with the dialog from Jordan's appointment and the seeded provider: two CPT lines, its PDF says them; the seeded credit and provider listed; axe on each", async () => {
    const [jordan] = await list<{ id: string }>('endusers', { fname: 'Jordan', lname: 'Rivera' })
    const [visit] = await list<{ id: string; startTimeInMS: number }>('calendar-events', { title: 'New patient visit' })
    assert.ok(jordan && visit, "the demo seed gives Jordan a past 'New patient visit'")
    const { page, errors, close } = await signedInPage(e2e, { at: false })
    try {
      await page.goto(`${e2e.url}/console/billing/superbills`)
      await page.getByRole('heading', { name: 'Superbills', level: 1 }).waitFor()
      await page.getByRole('button', { name: 'New superbill' }).click()
      const dialog = page.getByRole('dialog', { name: 'New superbill' })
      await dialog.getByRole('combobox', { name: /^Patient/ }).click()
      await page.getByRole('option', { name: 'Jordan Rivera' }).click()
      await dialog.getByRole('combobox', { name: /^Appointment/ }).click()
      await page.getByRole('option', { name: /New patient visit/ }).click()
      await dialog.getByRole('combobox', { name: /^Provider/ }).click()
      await page.getByRole('option', { name: /Dr\. Avery Demo/ }).click()
      const line = (n: number) => dialog.getByRole('group', { name: `Line items ${n}` })
      await line(1).getByLabel('CPT code').fill('99213')
      await line(1).getByLabel('Service').fill('Office visit, established')
      await line(1).getByLabel('Unit price (USD)').fill('110.00')
      await dialog.getByRole('button', { name: 'Add a line' }).click()
      await line(2).getByLabel('CPT code').fill('36415')
      await line(2).getByLabel('Service').fill('Venipuncture')
      await line(2).getByLabel('Quantity').fill('2')
      await line(2).getByLabel('Unit price (USD)').fill('12.50')
      await dialog.getByText('Total: $135.00').waitFor()
      await axe(page, 'console billing superbill dialog')
      await dialog.getByRole('button', { name: 'Create' }).click()
      await dialog.waitFor({ state: 'hidden' })

      const row = page.getByRole('row').filter({ hasText: '$135.00' }).filter({ hasText: 'Jordan Rivera' })
      await row.waitFor()
      const made = (await list<{ appointmentDate: string; lineItems: { billingCode: { code: string }; quantity: number; cost: { amount: number } }[]; provider: { providerName: string } }>('superbills', { enduserId: jordan.id }))
        .find((b) => b.lineItems.some((l) => l.billingCode.code === '36415'))
      assert.ok(made, 'the superbill is stored')
      assert.equal(Date.parse(made.appointmentDate), visit.startTimeInMS, "the appointment's date")
      assert.deepEqual(made.lineItems.map((l) => [l.billingCode.code, l.quantity, l.cost.amount]), [['99213', 1, 11000], ['36415', 2, 1250]])
      assert.equal(made.provider.providerName, 'Dr. Avery Demo')
      const download = page.waitForEvent('download')
      await row.getByRole('button', { name: /^Download PDF/ }).click()
      const text = await pdfText(new Uint8Array(await bytesOf(await download)))
      for (const said of ['Dr. Avery Demo', 'Name: Jordan Rivera', 'CPT 99213 Office visit, established', 'CPT 36415 Venipuncture', '2 x $12.50 = $25.00', 'Total: $135.00']) {
        assert.ok(text.includes(said), `the PDF says '${said}'`)
      }
      await axe(page, 'console billing superbills with the new one')

      await page.goto(`${e2e.url}/console/billing/credits`)
      await page.getByRole('heading', { name: 'Credits', level: 1 }).waitFor()
      await page.getByRole('row').filter({ hasText: 'Welcome credit' }).filter({ hasText: '$10.00' }).first().waitFor()
      await axe(page, 'console billing credits')
      await page.goto(`${e2e.url}/console/billing/providers`)
      await page.getByRole('heading', { name: 'Superbill providers', level: 1 }).waitFor()
      await page.getByRole('row').filter({ hasText: 'Dr. Avery Demo' }).first().waitFor()
      await axe(page, 'console billing superbill providers')
      await page.setViewportSize(NARROW)
      await settled(page)
      assert.equal(await pageOverflows(page), false, 'the page does not scroll sideways at 360 px')
      await axe(page, 'console billing superbill providers at 360 px')
      await screenshotBoth(page, 'console-billing-providers', settled)
      assert.deepEqual(errors, [])
    } finally {
      await close()
    }
  })
})
