// A response's answers in a dialog: each question and its answer in words ('No response provided'
// when empty), with its PDF.
import { AnswersDialog } from '@care/ui'
import { formatDateTime, responseStatus, type FormResponse } from '../records.ts'
import { answerText } from '@care/contracts/forms/answer-text'

export function ResponseAnswers({ response, patient, onClose, onPdf }: { response: FormResponse; patient: string; onClose: () => void; onPdf: () => void }) {
  return (
    <AnswersDialog
      titleId="response-title"
      title={`${response.formTitle ?? 'Response'}${patient ? ` — ${patient}` : ''}`}
      status={response.submittedAt ? `Submitted ${formatDateTime(response.submittedAt)}` : responseStatus(response)}
      answers={(response.responses ?? []).map((e) => ({ fieldId: e.fieldId, question: e.fieldTitle, answer: answerText(e) }))}
      onPdf={onPdf}
      onClose={onClose}
    />
  )
}
