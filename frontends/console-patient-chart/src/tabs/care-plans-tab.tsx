// Care plans: one per title for the patient (a second with the same title is refused under Title).
import { carePlans } from '@care/contracts/collections/care-plans'
import { formatDate, formatDateTime } from '../format.ts'
import { textFields, textUpdates, type FieldSpec } from '../form-fields.ts'
import { EditableTab, type EditableTabConfig } from '../editable-tab.tsx'
import { RecordItem } from '../record-item.tsx'

export const CARE_PLAN_FIELDS: readonly FieldSpec[] = [
  { name: 'title', label: 'Title', required: true, maxLength: 250 },
  { name: 'description', label: 'Description', kind: 'multiline', maxLength: 5000 },
]
const KEYS = ['title', 'description']

export const carePlansConfig: EditableTabConfig<'care_plans'> = {
  collection: 'care_plans',
  contract: carePlans,
  title: 'Care plans',
  noun: 'care plan',
  emptyText: 'No care plans yet',
  fields: CARE_PLAN_FIELDS,
  valuesOf: (p) => ({ title: p?.title ?? '', description: p?.description ?? '' }),
  createOf: (v) => textFields(v, KEYS),
  updatesOf: (p, v) => textUpdates(carePlansConfig.valuesOf(p), v, KEYS),
  nameOf: (p) => p.title ?? '',
  unique: [[/care plan with this title/i, 'title']],
  renderItem: (p, actions) => (
    <RecordItem title={p.title} meta={[`Created ${formatDateTime(p.createdAt)}`, p.updatedAt && p.updatedAt !== p.createdAt && `updated ${formatDate(p.updatedAt)}`]} actions={actions}>
      {p.description}
    </RecordItem>
  ),
}

export const CarePlansTab = ({ enduserId }: { enduserId: string }) => <EditableTab enduserId={enduserId} config={carePlansConfig} />
