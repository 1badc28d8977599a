// The shape most tabs share: a heading with 'New …', the patient's records of one collection (live,
// paged), and a dialog to create one or edit one. Each tab brings its fields, how a record becomes
// form values and back, and how an entry looks.
import { useState, type ReactNode } from 'react'
import { Box, Button } from '@mui/material'
import type { RecordOf } from '@care/sdk'
import type { VisibilityContract } from '@care/contracts/access/visibility'
import type { FieldSpec, FormValues } from './form-fields.ts'
import { RecordDialog } from './record-dialog.tsx'
import { RecordList } from './record-list.tsx'
import { TabHeader } from './record-item.tsx'
import { usePermissions } from '@care/sdk/react/permissions'
import { useChartRecords, type ChartCollection, type ChartRecords } from './use-chart-records.ts'
import type { RecordForm } from './use-record-form.ts'

export interface EditableTabConfig<K extends ChartCollection, T = RecordOf<K>> {
  collection: K
  /** its contract: what the session may do there decides which actions are offered */
  contract: VisibilityContract
  /** the tab's heading and the list's name, e.g. 'Notes' */
  title: string
  /** e.g. 'note': 'New note', 'Edit note' */
  noun: string
  emptyText: string
  fields: readonly FieldSpec[]
  valuesOf: (record?: T) => FormValues
  /** a new record's fields (enduserId is added) */
  createOf: (values: FormValues) => Record<string, unknown>
  /** only what changed */
  updatesOf: (record: T, values: FormValues) => Record<string, unknown>
  /** the record's name in actions ('Edit Intake call') */
  nameOf: (record: T) => string
  renderItem: (record: T, actions: ReactNode) => ReactNode
  /** the order shown (default: newest first, as loaded) */
  order?: (records: readonly T[]) => readonly T[]
  /** false: no Edit for this record (a closed ticket, a completed task) */
  editable?: (record: T) => boolean
  /** more actions beside Edit, all of them updates (offered when the session may update the record) */
  moreActions?: (record: T, records: ChartRecords<K>) => ReactNode
  unique?: readonly [RegExp, string][]
  /** shown above the list once records are loaded (the vitals plots) */
  summary?: (records: readonly T[]) => ReactNode
  /** widgets above the plain fields of the dialog */
  extra?: (form: RecordForm, record?: T) => ReactNode
}

export function EditableTab<K extends ChartCollection>({ enduserId, config: c }: { enduserId: string; config: EditableTabConfig<K> }) {
  type T = RecordOf<K>
  const records = useChartRecords(c.collection, enduserId)
  const may = usePermissions(c.contract)
  const [editing, setEditing] = useState<{ record?: T; key: number }>()
  const [opened, setOpened] = useState(0)
  const open = (record?: T) => {
    setOpened((n) => n + 1)
    setEditing({ record, key: opened + 1 })
  }
  const shown = c.order ? c.order(records.records) : records.records

  const save = async (values: FormValues) => {
    const record = editing?.record
    if (!record) return records.create(c.createOf(values))
    const updates = c.updatesOf(record, values)
    if (!Object.keys(updates).length) return
    // objects (a dosage, a measurement) are sent whole: without this the server merges into them
    const whole = Object.values(updates).some((v) => typeof v === 'object' && v !== null)
    await records.update(record.id, updates, whole ? { replaceObjectFields: true } : undefined)
  }

  return (
    <Box>
      <TabHeader
        title={c.title}
        action={
          may('create', { enduserId }) && (
            <Button variant="contained" onClick={() => open()}>
              New {c.noun}
            </Button>
          )
        }
      />
      {c.summary && records.state === 'Loaded' && shown.length > 0 && c.summary(shown)}
      <RecordList
        label={c.title}
        source={records}
        records={shown}
        emptyText={c.emptyText}
        renderItem={(r) =>
          c.renderItem(
            r,
            may('update', r) && (
              <>
                {c.moreActions?.(r, records)}
                {(c.editable?.(r) ?? true) && (
                  <Button size="small" variant="outlined" onClick={() => open(r)} aria-label={`Edit ${c.nameOf(r)}`}>
                    Edit
                  </Button>
                )}
              </>
            ),
          )
        }
      />
      {editing && (
        <RecordDialog
          key={editing.key}
          title={editing.record ? `Edit ${c.noun}` : `New ${c.noun}`}
          fields={c.fields}
          initial={c.valuesOf(editing.record)}
          onSave={save}
          onClose={() => setEditing(undefined)}
          unique={c.unique}
          extra={c.extra ? (form) => c.extra?.(form, editing.record) : undefined}
        />
      )}
    </Box>
  )
}
