// Observations as plottable series: one per measurement type and unit (weight in kg and weight in
// lb are two plots), points oldest first by when they were recorded.
import type { Observation } from '../records.ts'

export interface VitalPoint {
  id: string
  /** ms since epoch: recordedAt, else createdAt */
  t: number
  value: number
}

export interface VitalSeries {
  key: string
  type: string
  unit: string
  points: VitalPoint[]
}

/** entered in error or cancelled: not a measurement of the patient */
const NOT_PLOTTED = new Set(['entered-in-error', 'cancelled'])

export const observedAt = (o: Observation) => Date.parse(o.recordedAt ?? o.createdAt ?? '')

export function vitalSeries(observations: readonly Observation[]): VitalSeries[] {
  const byKey = new Map<string, VitalSeries>()
  for (const o of observations) {
    const value = o.measurement?.value
    const t = observedAt(o)
    if (typeof value !== 'number' || !Number.isFinite(value) || Number.isNaN(t) || NOT_PLOTTED.has(o.status ?? '')) continue
    const type = o.type?.trim() || 'Measurement'
    const unit = o.measurement?.unit?.trim() ?? ''
    const key = `${type.toLowerCase()}\u0000${unit}`
    let series = byKey.get(key)
    if (!series) byKey.set(key, (series = { key, type, unit, points: [] }))
    series.points.push({ id: o.id, t, value })
  }
  for (const s of byKey.values()) s.points.sort((a, b) => a.t - b.t)
  return [...byKey.values()].sort((a, b) => a.type.localeCompare(b.type) || a.unit.localeCompare(b.unit))
}

/** 'Weight (kg)', 'Blood glucose (mg/dL)' */
export function seriesTitle(s: Pick<VitalSeries, 'type' | 'unit'>): string {
  const type = s.type.charAt(0).toUpperCase() + s.type.slice(1)
  return s.unit ? `${type} (${s.unit})` : type
}

/** newest first by when recorded */
export const byObservedDesc = (list: readonly Observation[]) => [...list].sort((a, b) => (observedAt(b) || 0) - (observedAt(a) || 0))
