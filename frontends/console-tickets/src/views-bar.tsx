// The list's Views control: choose the standard columns or a saved view of the tickets page (its
// columns and filters apply), change the columns, save the columns and filters as a new view, or
// discard changes to the chosen one. Loading, empty ('No saved views yet') and error (Try again)
// states; a view in the URL that no longer exists says so.
import { useState } from 'react'
import { Button, CircularProgress, Stack, Typography } from '@mui/material'
import { CareApiError } from '@care/sdk'
import { ColumnsDialog, SaveViewDialog, ViewSelect, texts, type ViewSaveErrors } from '@care/ui'
import { COLUMN_LABELS, TICKET_COLUMNS } from './table-views.ts'
import { placeError } from './ticket-fields.ts'
import { TitleTakenError, type TableViews } from './use-table-views.ts'

/** Where a refusal to save a view goes: a taken title (checked here) or the server's message about the title under it, the rest under the button. */
function placeViewError(error: unknown): ViewSaveErrors | undefined {
  if (error instanceof TitleTakenError) return { title: error.message }
  if (!(error instanceof CareApiError)) return undefined
  const placed = placeError(error)
  return { title: placed.byField.title, form: placed.formError }
}

export const STANDARD_VIEW_TITLE = 'All columns'
export { NO_VIEWS_TEXT } from '@care/ui'
export const MISSING_VIEW_TEXT = 'That view no longer exists. Showing all columns.'

export function ViewsBar({ views }: { views: TableViews }) {
  const [dialog, setDialog] = useState<'columns' | 'save'>()
  const [status, setStatus] = useState('')
  const close = () => setDialog(undefined)
  const loading = views.state === 'Unloaded' || views.state === 'Fetching'

  return (
    <Stack sx={{ px: 2, pb: 1 }} spacing={1}>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} alignItems="center">
        <ViewSelect
          id="tickets-view"
          value={views.view?.id}
          onChange={(id) => {
            setStatus('')
            views.choose(id)
          }}
          standardTitle={STANDARD_VIEW_TITLE}
          views={views.views}
          loaded={views.state === 'Loaded'}
        />
        {loading && <CircularProgress size={20} aria-label="Loading views" />}
        <Button size="small" variant="outlined" onClick={() => setDialog('columns')}>
          Columns
        </Button>
        <Button size="small" variant={views.changed ? 'contained' : 'outlined'} onClick={() => setDialog('save')}>
          Save view
        </Button>
        {views.changed && (
          <Button size="small" onClick={views.discard}>
            Discard changes
          </Button>
        )}
        <Typography variant="body2" color="text.secondary" role="status" sx={{ minWidth: 0 }}>
          {status}
        </Typography>
      </Stack>
      {views.state === 'Error' && (
        <Stack direction="row" spacing={1} alignItems="center">
          <Typography role="alert" variant="body2" color="error">
            Saved views could not be loaded. {views.error?.message}
          </Typography>
          <Button size="small" onClick={() => void views.reload()}>
            {texts.tryAgain}
          </Button>
        </Stack>
      )}
      {views.missing && (
        <Typography role="alert" variant="body2" color="text.secondary">
          {MISSING_VIEW_TEXT}
        </Typography>
      )}
      <ColumnsDialog idPrefix="tickets" set={TICKET_COLUMNS} labels={COLUMN_LABELS} open={dialog === 'columns'} columns={views.columns} onChange={views.setColumns} onClose={close} />
      <SaveViewDialog idPrefix="tickets" placeError={placeViewError} open={dialog === 'save'} onSave={(title) => views.create(title).then(() => setStatus(`View "${title}" saved`))} onClose={close} />
    </Stack>
  )
}
