// The form engine's first download stays within the budget (60 kB gzipped beyond the
// portal's shared modules); heavy widgets and pdf.js must stay on demand. A size, not a timing.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { FIRST_DOWNLOAD_BUDGET_BYTES, firstDownloadCost } from './measure.ts'

test('the form engine adds at most 60 kB gzipped to a portal page', async () => {
  const { added } = await firstDownloadCost()
  assert.ok(added.gzip > 10 * 1024, `the measure bundles the engine (${added.gzip} bytes)`)
  assert.ok(added.gzip <= FIRST_DOWNLOAD_BUDGET_BYTES, `first download ${(added.gzip / 1024).toFixed(1)} kB gzipped, budget ${FIRST_DOWNLOAD_BUDGET_BYTES / 1024} kB`)
})
