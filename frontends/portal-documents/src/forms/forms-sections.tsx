// The forms part of Documents (spec 2 §2.8): 'Outstanding Forms' — the patient's unsubmitted,
// non-internal responses; a click opens /documents/forms/{accessCode} to fill it — and 'Your
// Forms' — submitted ones with 'Uploaded {date}' and 'View Responses'. The responses come from the
// cached form_responses collection (the same query as Home's banner), kept current by the live
// socket the page runs; a submit in this tab updates it at once.
import { useState, type MouseEvent } from 'react'
import { Button, List, ListItem, ListItemButton, ListItemText, Paper, Stack, Typography } from '@care/ui/mui'
import { useCollection } from '@care/sdk/react'
import { EmptyState, ErrorState, LoadingState } from '@care/ui'
import { texts } from '../texts.ts'
import { formatDate, formTitleOf, outstandingForms, submittedForms, uploadedOn } from './form-rules.ts'
import { ResponsesDialog } from './responses-dialog.tsx'

/** A 404 for the whole collection means the forms service is not part of this deployment. */
const notDeployed = (error: unknown) => (error as { status?: number } | undefined)?.status === 404

export const formRowId = (id: string) => `documents-form-${id}`

export function FormsSections({ enduserId, navigate }: { enduserId: string; navigate: (url: string) => void }) {
  const responses = useCollection('form_responses', { filter: { enduserId } })
  const [viewing, setViewing] = useState<string>()
  const loaded = responses.state === 'Loaded'
  const outstanding = loaded ? outstandingForms(responses.records, enduserId) : []
  const submitted = loaded ? submittedForms(responses.records, enduserId) : []
  const viewed = viewing ? submitted.find((r) => r.id === viewing) : undefined

  const states = (empty: string, count: number) => (
    <>
      {(responses.state === 'Unloaded' || responses.state === 'Fetching') && <LoadingState />}
      {responses.state === 'Error' && (notDeployed(responses.error)
        ? <EmptyState text={texts.formsUnavailable} />
        : <ErrorState message={responses.error?.message || texts.formsFailed} onRetry={responses.reload} />)}
      {loaded && count === 0 && <EmptyState text={empty} />}
    </>
  )

  return (
    <>
      <Paper component="section" aria-labelledby="documents-outstanding-forms" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography id="documents-outstanding-forms" variant="h6" component="h2" sx={{ mb: 1 }}>{texts.outstandingForms}</Typography>
        {states(texts.noOutstandingForms, outstanding.length)}
        {outstanding.length > 0 && (
          <List aria-label={texts.outstandingForms} disablePadding>
            {outstanding.map((r, i) => (
              <ListItem key={r.id} disablePadding divider={i < outstanding.length - 1}>
                <ListItemButton
                  id={formRowId(r.id)}
                  component="a"
                  href={`/documents/forms/${encodeURIComponent(r.accessCode ?? '')}`}
                  onClick={(e: MouseEvent) => {
                    e.preventDefault()
                    navigate(`/documents/forms/${encodeURIComponent(r.accessCode ?? '')}`)
                  }}
                  sx={{ px: 1 }}
                >
                  <ListItemText
                    primary={formTitleOf(r)}
                    secondary={r.draftSavedAt ? texts.draftSaved(formatDate(r.draftSavedAt)) : texts.notStarted}
                    primaryTypographyProps={{ sx: { overflowWrap: 'anywhere', fontWeight: 500 } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <Paper component="section" aria-labelledby="documents-your-forms" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography id="documents-your-forms" variant="h6" component="h2" sx={{ mb: 1 }}>{texts.yourForms}</Typography>
        {states(texts.noSubmittedForms, submitted.length)}
        {submitted.length > 0 && (
          <List aria-label={texts.yourForms} disablePadding>
            {submitted.map((r, i) => (
              <ListItem key={r.id} id={formRowId(r.id)} divider={i < submitted.length - 1} sx={{ px: 1 }}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ xs: 'flex-start', sm: 'center' }} sx={{ width: '100%' }}>
                  <ListItemText primary={formTitleOf(r)} secondary={uploadedOn(r)} primaryTypographyProps={{ sx: { overflowWrap: 'anywhere', fontWeight: 500 } }} sx={{ flex: 1, m: 0 }} />
                  <Button variant="outlined" size="small" onClick={() => setViewing(r.id)} aria-label={texts.viewResponsesOf(formTitleOf(r))} sx={{ flexShrink: 0 }}>
                    {texts.viewResponses}
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <ResponsesDialog response={viewed} onClose={() => setViewing(undefined)} />
    </>
  )
}
