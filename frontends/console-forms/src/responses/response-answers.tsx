// A response's answers in a dialog: each question and its answer in words ('No response provided'
// when empty), with its PDF.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material'
import { formatDateTime, responseStatus, type FormResponse } from '../records.ts'
import { answerText } from '@care/contracts/forms/answer-text'

export function ResponseAnswers({ response, patient, onClose, onPdf }: { response: FormResponse; patient: string; onClose: () => void; onPdf: () => void }) {
  const entries = response.responses ?? []
  return (
    <Dialog open onClose={onClose} aria-labelledby="response-title" fullWidth maxWidth="sm">
      <DialogTitle id="response-title">{`${response.formTitle ?? 'Response'}${patient ? ` — ${patient}` : ''}`}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {response.submittedAt ? `Submitted ${formatDateTime(response.submittedAt)}` : responseStatus(response)}
        </Typography>
        {entries.length === 0 && <Typography>No answers yet</Typography>}
        <dl style={{ margin: 0 }}>
          {entries.map((e) => (
            <div key={e.fieldId} style={{ marginBottom: 12 }}>
              <Typography component="dt" variant="subtitle2">
                {e.fieldTitle ?? 'Question'}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {answerText(e)}
              </Typography>
            </div>
          ))}
        </dl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onPdf}>Download PDF</Button>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  )
}
