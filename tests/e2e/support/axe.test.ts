// The axe helper tallies every check for the test script's total: the screen's name and its count
// of serious or critical violations, whether the check passes or fails.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { AXE_TALLY_ENV, expectNoSeriousAxeViolations } from './axe.ts'
import { e2eSkipReason, newPage, openBrowser } from './browser.ts'

test('each axe check appends its screen and its serious or critical count to the run tally', { skip: e2eSkipReason() }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'axe-tally-'))
  const before = process.env[AXE_TALLY_ENV]
  process.env[AXE_TALLY_ENV] = join(dir, 'axe.jsonl')
  const browser = await openBrowser()
  try {
    const { page } = await newPage(browser)
    await page.setContent('<!doctype html><html lang="en"><head><title>Fine</title></head><body><main><h1>Fine</h1><p>Text</p></main></body></html>')
    await expectNoSeriousAxeViolations(page, 'a clean screen')
    // an image without a text alternative is a critical violation (image-alt)
    await page.setContent('<!doctype html><html lang="en"><head><title>Bad</title></head><body><main><h1>Bad</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>')
    await assert.rejects(expectNoSeriousAxeViolations(page, 'a screen with an unlabelled image'), /a screen with an unlabelled image: image-alt/)
    const lines = readFileSync(join(dir, 'axe.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l))
    assert.deepEqual(lines, [{ screen: 'a clean screen', serious: 0 }, { screen: 'a screen with an unlabelled image', serious: 1 }])
  } finally {
    await browser.close()
    if (before === undefined) delete process.env[AXE_TALLY_ENV]
    else process.env[AXE_TALLY_ENV] = before
    rmSync(dir, { recursive: true, force: true })
  }
})
