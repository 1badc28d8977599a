// The patients table's Views control: choose the default view or a saved one, change its columns
// and filter, and save (as a new view), update or delete it — Save and Delete only when the role
// may create or delete enduser views (permissions.ts). The views list is live: one saved in another
// browser appears here. Loading, empty ('No saved views yet') and error (Try again) states.
import { useState } from 'react'
import { Badge, Box, Button, CircularProgress, Stack, Typography } from '@mui/material'
import { CareApiError, type RecordOf } from '@care/sdk'
import { useAction } from '@care/sdk/react'
import { ColumnsDialog, DeleteConfirmation, SaveViewDialog, ViewSelect, texts, type ViewSaveErrors } from '@care/ui'
import { FilterDialog } from './filter-dialog.tsx'
import { fieldErrors } from './patient-fields.ts'
import type { Views } from './use-views.ts'
import { COLUMN_LABELS, DEFAULT_VIEW_TITLE, PATIENT_COLUMNS, filterCount } from './view-model.ts'

/** Where a refusal to save a view goes: a 409 (the title is taken) or a message about the title under it, the rest under the button. */
export function placeViewError(error: unknown): ViewSaveErrors | undefined {
  if (!(error instanceof CareApiError)) return undefined
  // the server answers 'Uniqueness Violation' with the rule's own text under the field
  if (error.status === 409) return { title: error.validation?.[0]?.message ?? error.message }
  const { byField, other } = fieldErrors(error.validation, ['title'])
  return byField.title ? { title: byField.title, form: other.join(' ') || undefined } : { form: other.join(' ') || error.message }
}

export { NO_VIEWS_TEXT } from '@care/ui'
export const MISSING_VIEW_TEXT = 'That view no longer exists. Showing the default view.'

export interface ViewsBarProps {
  views: Views
  users: readonly RecordOf<'users'>[]
  tagSuggestions: readonly string[]
}


export function ViewsBar({ views, users, tagSuggestions }: ViewsBarProps) {
  const [dialog, setDialog] = useState<'columns' | 'filter' | 'save' | 'delete'>()
  const action = useAction()
  const { busy, error: actionError, notice: status, setNotice: setStatus } = action
  const close = () => setDialog(undefined)
  const loading = views.state === 'Unloaded' || views.state === 'Fetching'
  const filters = filterCount(views.draft.filter)

  async function run(what: () => Promise<unknown>, done: string) {
    setStatus('')
    if (await action.run(what, { errorText: (e) => (e instanceof CareApiError ? e.message : texts.anErrorOccurred) })) setStatus(done)
  }

  return (
    <Box sx={{ px: 2, pb: 1 }}>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} alignItems="center">
        <ViewSelect
          id="patients-view"
          value={views.viewId && views.view ? views.viewId : undefined}
          onChange={(id) => {
            setStatus('')
            action.setError('')
            views.choose(id)
          }}
          standardTitle={DEFAULT_VIEW_TITLE}
          views={views.views}
          loaded={views.state === 'Loaded'}
        />
        {loading && <CircularProgress size={20} aria-label="Loading views" />}
        <Button size="small" variant="outlined" onClick={() => setDialog('columns')}>
          Columns
        </Button>
        <Badge color="primary" badgeContent={filters} overlap="rectangular">
          <Button size="small" variant="outlined" onClick={() => setDialog('filter')} aria-label={filters ? `Filter (${filters} set)` : 'Filter'}>
            Filter
          </Button>
        </Badge>
        {views.changed && views.view && views.mayUpdate && (
          <Button size="small" variant="contained" disabled={busy} onClick={() => void run(views.update, 'View updated')}>
            Update view
          </Button>
        )}
        {views.mayCreate && (
          <Button size="small" variant={views.changed && !views.view ? 'contained' : 'outlined'} disabled={busy} onClick={() => setDialog('save')}>
            Save view
          </Button>
        )}
        {views.changed && (
          <Button size="small" disabled={busy} onClick={views.reset}>
            Discard changes
          </Button>
        )}
        {views.view && views.mayDelete && (
          <Button size="small" color="error" disabled={busy} onClick={() => setDialog('delete')}>
            Delete view
          </Button>
        )}
        <Typography variant="body2" color="text.secondary" role="status" sx={{ minWidth: 0 }}>
          {status}
        </Typography>
      </Stack>
      {views.state === 'Error' && (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ pt: 1 }}>
          <Typography role="alert" variant="body2" color="error">
            Saved views could not be loaded. {views.error?.message}
          </Typography>
          <Button size="small" onClick={() => void views.reload()}>
            {texts.tryAgain}
          </Button>
        </Stack>
      )}
      {views.missing && (
        <Typography role="alert" variant="body2" color="text.secondary" sx={{ pt: 1 }}>
          {MISSING_VIEW_TEXT}
        </Typography>
      )}
      {actionError && (
        <Typography role="alert" variant="body2" color="error" sx={{ pt: 1 }}>
          {actionError}
        </Typography>
      )}
      <ColumnsDialog idPrefix="patients" set={PATIENT_COLUMNS} labels={COLUMN_LABELS} open={dialog === 'columns'} columns={views.draft.columns} onChange={(columns) => views.change({ ...views.draft, columns })} onClose={close} />
      <FilterDialog
        open={dialog === 'filter'}
        filter={views.draft.filter}
        users={users}
        tagSuggestions={tagSuggestions}
        onChange={(filter) => views.change({ ...views.draft, filter })}
        onClose={close}
      />
      <SaveViewDialog idPrefix="patients" placeError={placeViewError} open={dialog === 'save'} onSave={(title) => views.create(title).then(() => setStatus('View saved'))} onClose={close} />
      <DeleteConfirmation
        open={dialog === 'delete'}
        deleting={busy}
        onConfirm={async () => {
          await run(views.remove, 'View deleted')
          close()
        }}
        onCancel={close}
      />
    </Box>
  )
}
