// Observations: a plot of each vital over time (one per type and unit, drawn by recharts, loaded
// on demand), then every observation newest first; record one, correct one.
import { enduserObservations } from '@care/contracts/collections/enduser-observations'
import { lazy, Suspense } from 'react'
import { LoadingState } from '@care/ui'
import { formatDateTime, fromDateTimeInput, toDateTimeInput } from '../format.ts'
import { optional, textUpdates, type FieldSpec, type FormValues } from '../form-fields.ts'
import { EditableTab, type EditableTabConfig } from '../editable-tab.tsx'
import { RecordItem } from '../record-item.tsx'
import type { Observation } from '../records.ts'
import { byObservedDesc, seriesTitle, vitalSeries } from './vitals.ts'

const VitalsCharts = lazy(() => import('./vitals-charts.tsx'))

export const OBSERVATION_FIELDS: readonly FieldSpec[] = [
  { name: 'type', label: 'Type', required: true, maxLength: 250, helperText: 'e.g. weight, blood glucose, systolic blood pressure' },
  { name: 'measurement.value', label: 'Value', kind: 'number', required: true },
  { name: 'measurement.unit', label: 'Unit', required: true, maxLength: 100, helperText: 'e.g. kg, mg/dL, mmHg' },
  { name: 'recordedAt', label: 'Recorded at', kind: 'datetime' },
  { name: 'notes', label: 'Notes', kind: 'multiline', maxLength: 5000 },
]

export const observationValues = (o?: Observation): FormValues => ({
  type: o?.type ?? '',
  'measurement.value': o?.measurement ? String(o.measurement.value) : '',
  'measurement.unit': o?.measurement?.unit ?? '',
  recordedAt: toDateTimeInput(o?.recordedAt ?? (o ? undefined : new Date().toISOString())),
  notes: o?.notes ?? '',
})

const measurementOf = (v: FormValues) => ({ value: Number(v['measurement.value']), unit: v['measurement.unit'].trim() })

export function observationCreate(v: FormValues): Record<string, unknown> {
  const recordedAt = fromDateTimeInput(v.recordedAt ?? '')
  const notes = optional(v.notes)
  // category and status are required (spec 1 §3): the chart records final vital signs
  return { category: 'vital-signs', status: 'final', type: v.type.trim(), measurement: measurementOf(v), ...(recordedAt ? { recordedAt } : {}), ...(notes ? { notes } : {}) }
}

export function observationUpdates(o: Observation, v: FormValues): Record<string, unknown> {
  const before = observationValues(o)
  const updates: Record<string, unknown> = textUpdates(before, v, ['type', 'notes'])
  if (v['measurement.value'].trim() !== before['measurement.value'] || v['measurement.unit'].trim() !== before['measurement.unit']) updates.measurement = measurementOf(v)
  const recordedAt = fromDateTimeInput(v.recordedAt ?? '')
  if (recordedAt && v.recordedAt !== before.recordedAt) updates.recordedAt = recordedAt
  return updates
}

export const observationsConfig: EditableTabConfig<'enduser_observations'> = {
  collection: 'enduser_observations',
  contract: enduserObservations,
  title: 'Observations',
  noun: 'observation',
  emptyText: 'No observations yet',
  fields: OBSERVATION_FIELDS,
  valuesOf: observationValues,
  createOf: observationCreate,
  updatesOf: observationUpdates,
  nameOf: (o) => `${o.type || 'observation'} of ${formatDateTime(o.recordedAt ?? o.createdAt)}`,
  order: byObservedDesc,
  summary: (records) => (
    <Suspense fallback={<LoadingState label="Loading the plots" />}>
      <VitalsCharts series={vitalSeries(records)} />
    </Suspense>
  ),
  renderItem: (o, actions) => (
    <RecordItem
      title={`${seriesTitle({ type: o.type?.trim() || 'Measurement', unit: '' })}: ${o.measurement?.value} ${o.measurement?.unit ?? ''}`}
      meta={[formatDateTime(o.recordedAt ?? o.createdAt), o.status && o.status !== 'final' && o.status, o.source]}
      actions={actions}
    >
      {o.notes}
    </RecordItem>
  ),
}

export const ObservationsTab = ({ enduserId }: { enduserId: string }) => <EditableTab enduserId={enduserId} config={observationsConfig} />
