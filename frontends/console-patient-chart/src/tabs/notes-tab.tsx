// Notes: the care team's notes on the patient, newest first; write one, edit one.
import { notes } from '@care/contracts/collections/notes'
import { formatDateTime } from '../format.ts'
import { textFields, textUpdates, type FieldSpec } from '../form-fields.ts'
import { EditableTab, type EditableTabConfig } from '../editable-tab.tsx'
import { RecordItem } from '../record-item.tsx'

export const NOTE_FIELDS: readonly FieldSpec[] = [
  { name: 'title', label: 'Title', maxLength: 250 },
  { name: 'text', label: 'Note', kind: 'multiline', required: true, maxLength: 100000 },
]
const KEYS = ['title', 'text']

export const notesConfig: EditableTabConfig<'notes'> = {
  collection: 'notes',
  contract: notes,
  title: 'Notes',
  noun: 'note',
  emptyText: 'No notes yet',
  fields: NOTE_FIELDS,
  valuesOf: (n) => ({ title: n?.title ?? '', text: n?.text ?? '' }),
  createOf: (v) => textFields(v, KEYS),
  updatesOf: (n, v) => textUpdates(notesConfig.valuesOf(n), v, KEYS),
  nameOf: (n) => n.title || 'note',
  renderItem: (n, actions) => (
    <RecordItem
      title={n.title || 'Note'}
      meta={[formatDateTime(n.createdAt), n.updatedAt && n.updatedAt !== n.createdAt && `edited ${formatDateTime(n.updatedAt)}`]}
      actions={actions}
    >
      {n.text}
    </RecordItem>
  ),
}

export const NotesTab = ({ enduserId }: { enduserId: string }) => <EditableTab enduserId={enduserId} config={notesConfig} />
