// A form response's answers in a dialog, as the console shows them (the Forms area's responses,
// the patient chart's Forms tab): a status line, each question over its answer in words ('No
// answers yet' when none), Download PDF and Close. The caller words the answers (contracts'
// answerText), so this stays free of form types.
import type { ReactNode } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@care/ui/mui'

export interface AnsweredQuestion {
  fieldId: string
  /** the question; 'Question' when it has no title */
  question?: string
  answer: string
}

export interface AnswersDialogProps {
  titleId: string
  title: ReactNode
  /** submitted when, or how far along */
  status: string
  answers: readonly AnsweredQuestion[]
  onPdf: () => void
  onClose: () => void
}

export function AnswersDialog({ titleId, title, status, answers, onPdf, onClose }: AnswersDialogProps) {
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {status}
        </Typography>
        {answers.length === 0 && <Typography>No answers yet</Typography>}
        <dl style={{ margin: 0 }}>
          {answers.map((a) => (
            <div key={a.fieldId} style={{ marginBottom: 12 }}>
              <Typography component="dt" variant="subtitle2">
                {a.question ?? 'Question'}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {a.answer}
              </Typography>
            </div>
          ))}
        </dl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onPdf}>Download PDF</Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  )
}
