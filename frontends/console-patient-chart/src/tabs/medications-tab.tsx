// Medications: what the patient takes, with its RxNorm code when it was picked from the drug
// database (the lookup above the fields), dosage, and when they started and stopped.
import { enduserMedications } from '@care/contracts/collections/enduser-medications'
import { formatDate } from '../format.ts'
import { optional, textUpdates, type FieldSpec, type FormValues } from '../form-fields.ts'
import { EditableTab, type EditableTabConfig } from '../editable-tab.tsx'
import { RecordItem } from '../record-item.tsx'
import type { Medication } from '../records.ts'
import { DrugLookup } from './drug-lookup.tsx'

export const MEDICATION_FIELDS: readonly FieldSpec[] = [
  { name: 'title', label: 'Drug name', required: true, maxLength: 250 },
  { name: 'dosage.value', label: 'Dose', maxLength: 100, helperText: 'e.g. 500' },
  { name: 'dosage.unit', label: 'Dose unit', maxLength: 100, helperText: 'e.g. mg' },
  { name: 'dosage.frequency', label: 'Frequency', maxLength: 250, helperText: 'e.g. twice daily' },
  { name: 'startedTakingAt', label: 'Started taking', kind: 'date' },
  { name: 'stoppedTakingAt', label: 'Stopped taking', kind: 'date' },
  { name: 'notes', label: 'Notes', kind: 'multiline', maxLength: 5000 },
]

const dateOnly = (iso: string | undefined) => (iso ? new Date(iso).toISOString().slice(0, 10) : '')
const isoOf = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date.trim()) ? `${date.trim()}T12:00:00.000Z` : undefined)

export const medicationValues = (m?: Medication): FormValues => ({
  title: m?.title ?? '',
  rxNormCode: m?.rxNormCode ?? '',
  // an existing code belongs to the saved name
  picked: m?.rxNormCode ? (m.title ?? '') : '',
  'dosage.value': m?.dosage?.value ?? '',
  'dosage.unit': m?.dosage?.unit ?? '',
  'dosage.frequency': m?.dosage?.frequency ?? '',
  startedTakingAt: dateOnly(m?.startedTakingAt),
  stoppedTakingAt: dateOnly(m?.stoppedTakingAt),
  notes: m?.notes ?? '',
})

/** dosage needs a value and a unit (the server says which is missing); none at all is fine */
function dosageOf(v: FormValues) {
  const value = v['dosage.value'].trim()
  const unit = v['dosage.unit'].trim()
  const frequency = optional(v['dosage.frequency'])
  if (!value && !unit && !frequency) return undefined
  return { value, unit, ...(frequency ? { frequency } : {}) }
}

export function medicationCreate(v: FormValues): Record<string, unknown> {
  const record: Record<string, unknown> = { title: v.title.trim() }
  if (v.rxNormCode) record.rxNormCode = v.rxNormCode
  const dosage = dosageOf(v)
  if (dosage) record.dosage = dosage
  for (const k of ['startedTakingAt', 'stoppedTakingAt'] as const) {
    const iso = isoOf(v[k])
    if (iso) record[k] = iso
  }
  const notes = optional(v.notes)
  if (notes) record.notes = notes
  return record
}

export function medicationUpdates(m: Medication, v: FormValues): Record<string, unknown> {
  const before = medicationValues(m)
  const updates: Record<string, unknown> = textUpdates(before, v, ['title', 'rxNormCode', 'notes'])
  if (['dosage.value', 'dosage.unit', 'dosage.frequency'].some((k) => v[k].trim() !== before[k])) {
    const dosage = dosageOf(v)
    if (dosage) updates.dosage = dosage
  }
  for (const k of ['startedTakingAt', 'stoppedTakingAt'] as const) {
    const iso = isoOf(v[k])
    if (iso && v[k] !== before[k]) updates[k] = iso
  }
  return updates
}

const dosageText = (m: Medication) => (m.dosage ? [m.dosage.value, m.dosage.unit, m.dosage.frequency].filter(Boolean).join(' ') : '')

export const medicationsConfig: EditableTabConfig<'enduser_medications'> = {
  collection: 'enduser_medications',
  contract: enduserMedications,
  title: 'Medications',
  noun: 'medication',
  emptyText: 'No medications yet',
  fields: MEDICATION_FIELDS,
  valuesOf: medicationValues,
  createOf: medicationCreate,
  updatesOf: medicationUpdates,
  nameOf: (m) => m.title ?? '',
  order: (ms) => [...ms.filter((m) => !m.stoppedTakingAt), ...ms.filter((m) => m.stoppedTakingAt)],
  extra: (form) => <DrugLookup form={form} />,
  renderItem: (m, actions) => (
    <RecordItem
      title={m.title}
      meta={[
        dosageText(m),
        m.rxNormCode ? `RxNorm ${m.rxNormCode}` : 'No RxNorm code',
        m.startedTakingAt && `since ${formatDate(m.startedTakingAt)}`,
        m.stoppedTakingAt && `stopped ${formatDate(m.stoppedTakingAt)}`,
      ]}
      actions={actions}
    >
      {m.notes}
    </RecordItem>
  ),
}

export const MedicationsTab = ({ enduserId }: { enduserId: string }) => <EditableTab enduserId={enduserId} config={medicationsConfig} />
