// The side panel of one patient: edit the contact fields, tags and assignment, or delete.
// Only the fields the user touched are kept as edits, so a live update from someone else to
// another field shows here and is not overwritten by saving.
import { useLayoutEffect, useMemo, useState, type FormEvent } from 'react'
import { Box, Button, Typography } from '@mui/material'
import { useCareClient, useFormAction } from '@care/sdk/react'
import { CareApiError, type RecordOf } from '@care/sdk'
import { relativeTime } from '@care/sdk/helpers'
import { DeleteConfirmation, SidePanel, SubmitButton, UserAvatar, submitDisabled, texts } from '@care/ui'
import { AssigneeSelect } from './assignee-select.tsx'
import { ContactFields } from './contact-fields.tsx'
import { editOf, placeError, patientName, updatesOf, type ContactField, type PatientEdit } from './patient-fields.ts'
import { TagsInput } from './tags-input.tsx'
import type { May } from '@care/sdk/react/permissions'
import { isPlainClick } from '@care/remote/url'

interface Touched {
  contact: Partial<Record<ContactField, string>>
  tags?: string[]
  assignedTo?: string[]
}

export interface PatientPanelProps {
  patient: RecordOf<'endusers'>
  users: readonly RecordOf<'users'>[]
  usersLoading?: boolean
  tagSuggestions: readonly string[]
  /** what the session may do (permissions.ts): actions it may not perform are not offered */
  may?: May
  /** told whenever the panel gains or loses unsaved edits */
  onDirtyChange?: (dirty: boolean) => void
  onClose: () => void
  /** the patient's chart (a link; a plain click goes through `onOpenChart`) */
  chartHref?: string
  onOpenChart?: () => void
}

export function PatientPanel({ patient, users, usersLoading, tagSuggestions, may = () => true, onDirtyChange, onClose, chartHref, onOpenChart }: PatientPanelProps) {
  const client = useCareClient()
  const [touched, setTouched] = useState<Touched>({ contact: {} })
  const { submitting: saving, errors, formError, submit, clearError, setFormError } = useFormAction(placeError, texts.anErrorOccurred)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [deleting, setDeleting] = useState(false)

  const current = editOf(patient)
  const edit: PatientEdit = {
    contact: { ...current.contact, ...touched.contact },
    tags: touched.tags ?? current.tags,
    assignedTo: touched.assignedTo ?? current.assignedTo,
  }
  const updates = updatesOf(patient, edit)
  const changed = Object.keys(updates).length > 0
  const name = patientName(patient)
  const canUpdate = may('update', patient)
  const canDelete = may('delete', patient)
  const readOnly = !canUpdate
  // before the next key press is handled: an Escape right after typing must find the screen dirty
  useLayoutEffect(() => onDirtyChange?.(changed), [changed, onDirtyChange])
  const titleId = useMemo(() => `patient-panel-title-${patient.id}`, [patient.id])

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!changed || saving) return
    await submit(async () => {
      // lists (tags, assignedTo) are sent whole: without replaceObjectFields the server appends to them
      const replaceLists = 'tags' in updates || 'assignedTo' in updates
      const updated = await client.collections.endusers.updateOne(patient.id, updates, replaceLists ? { replaceObjectFields: true } : undefined)
      client.collection('endusers').addReplaceIfMatch([updated])
      setTouched({ contact: {} })
    })
  }

  async function remove() {
    setDeleting(true)
    try {
      await client.collections.endusers.deleteOne(patient.id)
      client.collection('endusers').remove(patient.id)
      setConfirmingDelete(false)
      onClose()
    } catch (e) {
      setConfirmingDelete(false)
      setFormError(e instanceof CareApiError ? e.message : texts.anErrorOccurred)
    } finally {
      setDeleting(false)
    }
  }

  return (
    <SidePanel
      titleId={titleId}
      title={name}
      subtitle={patient.updatedAt ? `Updated ${relativeTime(patient.updatedAt)}` : undefined}
      leading={<UserAvatar name={name} />}
      headerActions={
        chartHref && (
          <Button
            href={chartHref}
            variant="outlined"
            size="small"
            onClick={(e) => {
              // a modified click opens the chart in a new browser tab as any link would
              if (!onOpenChart || !isPlainClick(e)) return
              e.preventDefault()
              onOpenChart()
            }}
          >
            Open chart
          </Button>
        )
      }
      closeLabel="Close"
      onClose={onClose}
      onSubmit={save}
      bodySpacing={2}
      footer={
        <>
          {canUpdate ? (
            <>
              <SubmitButton label="Save" submitting={saving} disabled={submitDisabled({ valid: true, changed, submitting: saving })} error={formError} />
              <Button onClick={() => setTouched({ contact: {} })} disabled={!changed || saving}>
                Discard changes
              </Button>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              You can view this patient but not edit them.
            </Typography>
          )}
          <Box sx={{ flex: 1 }} />
          {canDelete && (
            <Button color="error" onClick={() => setConfirmingDelete(true)} disabled={saving}>
              Delete
            </Button>
          )}
        </>
      }
      after={<DeleteConfirmation open={confirmingDelete} deleting={deleting} onConfirm={remove} onCancel={() => setConfirmingDelete(false)} />}
    >
      <ContactFields
        idPrefix={`patient-${patient.id}`}
        values={edit.contact}
        errors={errors}
        disabled={saving}
        readOnly={readOnly}
        onChange={(field, value) => {
          setTouched((t) => ({ ...t, contact: { ...t.contact, [field]: value } }))
          clearError(field)
        }}
      />
      <TagsInput
        id={`patient-${patient.id}-tags`}
        value={edit.tags}
        suggestions={tagSuggestions}
        error={errors.tags}
        disabled={saving}
        readOnly={readOnly}
        onChange={(tags) => {
          setTouched((t) => ({ ...t, tags }))
          clearError('tags')
        }}
      />
      <AssigneeSelect
        id={`patient-${patient.id}-assigned`}
        value={edit.assignedTo}
        users={users}
        loading={usersLoading}
        error={errors.assignedTo}
        disabled={saving}
        readOnly={readOnly}
        onChange={(assignedTo) => {
          setTouched((t) => ({ ...t, assignedTo }))
          clearError('assignedTo')
        }}
      />
    </SidePanel>
  )
}
