// The report of a run: one row per unit (function → pass/fail → first failed check) and totals,
// overall and for the units that reach only collections we have built.
import type { Unit } from './suite.ts'
import type { UnitOutcome } from './runner.ts'

const cell = (s: string, width: number) => (s.length > width ? `${s.slice(0, width - 1)}…` : s.padEnd(width))

export interface Totals {
  units: number
  passed: number
  builtOnly: { units: number; passed: number }
  /** failed units that reach a collection we have not built */
  failedOnUnbuilt: number
}

export function totals(units: Unit[], outcomes: UnitOutcome[], isBuilt: (c: string) => boolean): Totals {
  const byName = new Map(units.map((u) => [u.name, u]))
  const builtOnly = outcomes.filter((o) => byName.get(o.unit)?.collections.every(isBuilt))
  return {
    units: outcomes.length,
    passed: outcomes.filter((o) => o.status === 'pass').length,
    builtOnly: { units: builtOnly.length, passed: builtOnly.filter((o) => o.status === 'pass').length },
    failedOnUnbuilt: outcomes.filter((o) => o.status === 'fail' && !byName.get(o.unit)?.collections.every(isBuilt)).length,
  }
}

export function formatTable(units: Unit[], outcomes: UnitOutcome[], isBuilt: (c: string) => boolean): string {
  const byName = new Map(units.map((u) => [u.name, u]))
  const lines = [`${cell('function', 44)} ${cell('result', 6)} ${cell('checks', 6)} first failed check`]
  for (const o of outcomes) {
    const unbuilt = (byName.get(o.unit)?.collections ?? []).filter((c) => !isBuilt(c))
    const why = o.status === 'pass' ? '' : `${unbuilt.length ? `[not built: ${unbuilt.join(', ')}] ` : ''}${o.firstFailure ?? ''}`
    lines.push(`${cell(o.unit, 44)} ${cell(o.status, 6)} ${cell(String(o.passed), 6)} ${cell(why, 220)}`.trimEnd())
  }
  const t = totals(units, outcomes, isBuilt)
  lines.push('')
  lines.push(`totals: ${t.passed} of ${t.units} functions pass; of the ${t.builtOnly.units} that reach only collections we have built, ${t.builtOnly.passed} pass; ${t.failedOnUnbuilt} fail reaching collections not built yet`)
  return lines.join('\n')
}
