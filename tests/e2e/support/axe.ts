// axe-core in the page under test: the e2e suites assert 0 violations of serious or critical impact.
// Under `npm test` each check also appends its screen and its count of serious or critical
// violations to the run's tally (AXE_TALLY_ENV names the file), which the test script totals at the end.
import assert from 'node:assert/strict'
import { appendFileSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { timed } from './profile.ts'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** Waits until no finite animation or transition runs (a dialog fading in would be judged half-transparent). */
export const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity))

/** the environment variable naming the file the checks of this run are tallied in (one JSON line each) */
export const AXE_TALLY_ENV = 'CARE_TEST_AXE_TALLY'

export interface AxeTallyLine {
  screen: string
  /** serious or critical violations found */
  serious: number
}

function tally(line: AxeTallyLine) {
  const file = process.env[AXE_TALLY_ENV]
  // one short line per write: appends from parallel test files do not interleave
  if (file) appendFileSync(file, `${JSON.stringify(line)}\n`)
}

export async function expectNoSeriousAxeViolations(page: Page, where: string) {
  // colours are judged as users see them once a transition has ended
  await timed('axe: settle (animations)', () => settled(page))
  // evaluated through the DevTools protocol: the pages' Content-Security-Policy (no inline scripts)
  // stays on while axe runs, as it is for users
  // once per document: a page's later checks (the same single-page app) reuse it
  const injected = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')
  if (!injected) await timed('axe: inject', () => page.evaluate(`${axeSource};0`))
  const violations = await timed('axe: run', () => page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe
    const result = await axe.run()
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  }))
  tally({ screen: where, serious: violations.length })
  assert.deepEqual(violations, [], `${where}: ${violations.join('; ')}`)
}
