// Forms: the patient's form responses and internal notes, newest first — status, submitted at,
// the answers, the PDF; 'Fill a form' as staff for the patient (prepare-form-response, then the
// form engine; answers are saved as drafts on Next and submitted with submit-form-response) and
// 'New internal note' (the same, isInternalNote: hidden from the patient until submitted). An
// unsubmitted one can be continued where it was left.
import { useState } from 'react'
import {
  Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, MenuItem, TextField, Typography, useMediaQuery,
} from '@mui/material'
import { engineField, type FormField } from '@care/contracts/forms/index'
import { FormFlow } from '@care/form-engine'
import { ActionError, AnswersDialog } from '@care/ui'
import { useAction, useCareClient, useCollection } from '@care/sdk/react'
import { formatDateTime } from '../format.ts'
import { RecordItem, TabHeader } from '../record-item.tsx'
import { RecordList } from '../record-list.tsx'
import type { FormResponse } from '@care/sdk'
import { useChartRecords } from '../use-chart-records.ts'
import { answerText, downloadResponsePdf, type AnswerEntry } from './form-answers.ts'
import { choicesLoader, databaseLabelOf, drugLookup } from '@care/form-engine/host/care-services'
import { uploadForPatient } from './use-file-uploads.ts'

export type { FormResponse }

export const NO_FORMS_TEXT = 'No forms or internal notes yet'

export function responseStatus(r: FormResponse): string {
  if (r.submittedAt) return `Submitted ${formatDateTime(r.submittedAt)}`
  if (r.draftSavedAt) return `Draft saved ${formatDateTime(r.draftSavedAt)}`
  if (r.openedAt) return 'Opened, not submitted'
  return 'Not started'
}

type Filling = { kind: 'new'; internal: boolean } | { kind: 'continue'; response: FormResponse }

export function FormsTab({ enduserId }: { enduserId: string }) {
  const client = useCareClient()
  const responses = useChartRecords('form_responses', enduserId)
  const [viewing, setViewing] = useState<FormResponse>()
  const [filling, setFilling] = useState<Filling>()
  const download = useAction()
  const { error, notice, setError, setNotice } = download

  const pdf = (r: FormResponse) =>
    download.run(async () => setNotice(`Downloaded ${await downloadResponsePdf(client, r.id, `${r.formTitle ?? 'Response'}.pdf`)}`), {
      errorText: (e) => `The PDF could not be downloaded: ${(e as Error).message}`,
    })

  return (
    <Box>
      <TabHeader
        title="Forms"
        action={
          <>
            <Button variant="outlined" onClick={() => setFilling({ kind: 'new', internal: true })}>
              New internal note
            </Button>
            <Button variant="contained" onClick={() => setFilling({ kind: 'new', internal: false })}>
              Fill a form
            </Button>
          </>
        }
      />
      <Typography role="status" variant="body2">
        {notice}
      </Typography>
      <ActionError error={error} onDismiss={() => setError('')} />
      <RecordList<FormResponse>
        label="Forms"
        source={responses}
        emptyText={NO_FORMS_TEXT}
        renderItem={(r) => {
          const title = r.formTitle || 'Form'
          return (
            <RecordItem
              title={title}
              meta={[r.isInternalNote && <Chip key="note" size="small" label="Internal note" />, responseStatus(r)]}
              actions={
                <>
                  <Button size="small" onClick={() => setViewing(r)} aria-label={`Answers of ${title}`}>
                    Answers
                  </Button>
                  <Button size="small" onClick={() => void pdf(r)} aria-label={`PDF of ${title}`}>
                    PDF
                  </Button>
                  {!r.submittedAt && r.accessCode && (
                    <Button size="small" onClick={() => setFilling({ kind: 'continue', response: r })} aria-label={`Continue filling ${title}`}>
                      Continue filling
                    </Button>
                  )}
                </>
              }
            />
          )
        }}
      />
      {viewing && (
        <AnswersDialog
          titleId="answers-title"
          title={viewing.formTitle || 'Form'}
          status={responseStatus(viewing)}
          answers={(viewing.responses ?? []).map((e) => ({ fieldId: e.fieldId, question: e.fieldTitle, answer: answerText(e) }))}
          onClose={() => setViewing(undefined)}
          onPdf={() => void pdf(viewing)}
        />
      )}
      {filling && <FillDialog enduserId={enduserId} filling={filling} onClose={() => setFilling(undefined)} onSubmitted={(t) => setNotice(`"${t}" submitted`)} />}
    </Box>
  )
}

interface Prepared {
  accessCode: string
  title: string
  fields: FormField[]
  initial: AnswerEntry[]
}

function FillDialog({ enduserId, filling, onClose, onSubmitted }: { enduserId: string; filling: Filling; onClose: () => void; onSubmitted: (title: string) => void }) {
  const client = useCareClient()
  const narrow = useMediaQuery('(max-width:599.95px)', { noSsr: true })
  const forms = useCollection('forms', { enabled: filling.kind === 'new' })
  const [formId, setFormId] = useState('')
  const [prepared, setPrepared] = useState<Prepared>()
  const { busy, error, run } = useAction()
  const internal = filling.kind === 'new' ? filling.internal : Boolean(filling.response.isInternalNote)

  const open = async (accessCode: string) => {
    const info = await client.api.formInfoForAccessCode({ accessCode })
    setPrepared({ accessCode, title: info.form.title ?? 'Form', fields: info.fields.map(engineField), initial: (info.response.responses ?? []) as AnswerEntry[] })
  }
  const start = async () => {
    if (busy) return
    await run(async () => {
      if (filling.kind === 'continue') return open(filling.response.accessCode!)
      const { accessCode, response } = await client.api.prepareFormResponse({ formId, enduserId, ...(internal ? { isInternalNote: true } : {}) })
      client.collection('form_responses').addReplaceIfMatch([response], { front: true })
      await open(accessCode)
    })
  }
  // continuing needs no choice: the form opens at once
  const [started, setStarted] = useState(false)
  if (filling.kind === 'continue' && !started) {
    setStarted(true)
    void start()
  }

  const heading = filling.kind === 'continue' ? `Continue: ${filling.response.formTitle ?? 'Form'}` : internal ? 'New internal note' : 'Fill a form for the patient'
  return (
    <Dialog open onClose={onClose} aria-labelledby="fill-title" fullWidth maxWidth="md" fullScreen={narrow}>
      <DialogTitle id="fill-title">{prepared ? prepared.title : heading}</DialogTitle>
      <DialogContent>
        {!prepared && filling.kind === 'new' && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {internal ? 'An internal note is hidden from the patient until it is submitted.' : 'You fill the form on the patient\'s behalf; your answers are saved as you go.'}
            </Typography>
            <TextField select fullWidth autoFocus margin="dense" label="Form" value={formId} onChange={(e) => setFormId(e.target.value)}>
              {forms.records.map((f) => (
                <MenuItem key={f.id} value={f.id}>
                  {f.title}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
        {busy && <LinearProgress aria-label="Opening the form" sx={{ my: 2 }} />}
        {prepared && (
          <FormFlow
            form={{ id: prepared.accessCode, title: prepared.title }}
            fields={prepared.fields}
            accessCode={prepared.accessCode}
            initialAnswers={prepared.initial as never}
            onSaveField={(response) => client.api.saveFieldResponse({ accessCode: prepared.accessCode, response: response as never })}
            onSubmit={async (responses) => {
              const { formResponse } = await client.api.submitFormResponse({ accessCode: prepared.accessCode, responses: responses as never })
              client.collection('form_responses').addReplaceIfMatch([formResponse])
              onSubmitted(prepared.title)
            }}
            uploadFile={async (file) => {
              const stored = await uploadForPatient(client, enduserId, file, () => undefined)
              return { secureName: String(stored.secureName) }
            }}
            loadChoices={choicesLoader(client, databaseLabelOf(prepared.fields))}
            drugLookup={drugLookup(client)}
            fileUrl={async (secureName) => (await client.api.fileDownloadURL({ secureName, preferInBrowser: true })).downloadURL}
          />
        )}
        <ActionError error={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{prepared ? 'Close' : 'Cancel'}</Button>
        {!prepared && filling.kind === 'new' && (
          <Button variant="contained" disabled={!formId || busy} onClick={() => void start()}>
            Start
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
