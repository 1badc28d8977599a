// Tickets about the patient: open ones first, then closed; open a new one, edit an open one.
import { tickets } from '@care/contracts/collections/tickets'
import { formatDate, formatDateTime, fromDateInput, toDateInput } from '../format.ts'
import { textFields, textUpdates, type FieldSpec, type FormValues } from '../form-fields.ts'
import { EditableTab, type EditableTabConfig } from '../editable-tab.tsx'
import { RecordItem } from '../record-item.tsx'
import type { Ticket } from '../records.ts'

export const TICKET_FIELDS: readonly FieldSpec[] = [
  { name: 'title', label: 'Title', required: true, maxLength: 250 },
  { name: 'message', label: 'Message', kind: 'multiline', maxLength: 5000 },
  { name: 'stage', label: 'Stage', maxLength: 250, helperText: 'e.g. To do, In progress' },
  { name: 'dueDate', label: 'Due date', kind: 'date' },
]
const TEXT_KEYS = ['title', 'message', 'stage']

const valuesOf = (t?: Ticket): FormValues => ({ title: t?.title ?? '', message: t?.message ?? '', stage: t?.stage ?? '', dueDate: toDateInput(t?.dueDateInMS ?? undefined) })

export function ticketUpdates(t: Ticket, v: FormValues): Record<string, unknown> {
  const updates: Record<string, unknown> = textUpdates(valuesOf(t), v, TEXT_KEYS)
  const due = fromDateInput(v.dueDate ?? '')
  // a due date is changed, never removed here: the API has no empty value for it
  if (due !== undefined && v.dueDate !== valuesOf(t).dueDate) updates.dueDateInMS = due
  return updates
}

const open = (t: Ticket) => !t.closedAt

export const ticketsConfig: EditableTabConfig<'tickets'> = {
  collection: 'tickets',
  contract: tickets,
  title: 'Tickets',
  noun: 'ticket',
  emptyText: 'No tickets yet',
  fields: TICKET_FIELDS,
  valuesOf,
  createOf: (v) => {
    const due = fromDateInput(v.dueDate ?? '')
    return { ...textFields(v, TEXT_KEYS), ...(due !== undefined ? { dueDateInMS: due } : {}) }
  },
  updatesOf: ticketUpdates,
  nameOf: (t) => t.title ?? '',
  order: (ts) => [...ts.filter(open), ...ts.filter((t) => !open(t))],
  editable: open,
  renderItem: (t, actions) => (
    <RecordItem
      title={t.title}
      meta={[
        t.closedAt ? `Closed ${formatDate(t.closedAt)}${t.closedForReason ? `: ${t.closedForReason}` : ''}` : t.stage || 'Open',
        !t.closedAt && t.dueDateInMS != null && `Due ${formatDate(t.dueDateInMS)}`,
        `Opened ${formatDateTime(t.createdAt)}`,
      ]}
      actions={actions}
    >
      {t.message}
    </RecordItem>
  ),
}

export const TicketsTab = ({ enduserId }: { enduserId: string }) => <EditableTab enduserId={enduserId} config={ticketsConfig} />
