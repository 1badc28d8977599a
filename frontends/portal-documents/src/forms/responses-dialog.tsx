// 'View Responses' (spec 2 §2.8): a submitted response's answers, question by question, in a
// dialog; an empty answer reads 'No response provided'. Only what the server answers is shown (of
// a response the patient did not submit themselves, the answers shared with them).
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@care/ui/mui'
import { texts } from '../texts.ts'
import { answerLines, formTitleOf, showsAnswer, uploadedOn, type FormResponseLike } from './form-rules.ts'

export function ResponsesDialog({ response, onClose }: { response: FormResponseLike | undefined; onClose: () => void }) {
  const entries = (response?.responses ?? []).filter(showsAnswer)
  return (
    <Dialog open={!!response} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="documents-responses-title" scroll="paper">
      {response && (
        <>
          <DialogTitle id="documents-responses-title" sx={{ overflowWrap: 'anywhere' }}>
            {formTitleOf(response)}
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>{uploadedOn(response)}</Typography>
          </DialogTitle>
          <DialogContent dividers>
            {entries.length === 0 && <Typography>{texts.noAnswers}</Typography>}
            {entries.length > 0 && (
              <Box component="dl" sx={{ m: 0 }}>
                {entries.map((e, i) => (
                  <Box key={`${e.fieldId ?? ''}-${i}`} sx={{ mb: 2 }}>
                    <Typography component="dt" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{e.fieldTitle || texts.question(i + 1)}</Typography>
                    <Box component="dd" sx={{ m: 0 }}>
                      {answerLines(e.answer).map((line, j) => (
                        <Typography key={j} color="text.secondary" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{line}</Typography>
                      ))}
                    </Box>
                  </Box>
                ))}
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{texts.close}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  )
}
