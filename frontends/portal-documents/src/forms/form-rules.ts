// The forms part of Documents (spec 2 §2.8, spec 3 §6), pure: which of the patient's form
// responses show, which are outstanding (unsubmitted, not an internal note: they open for
// filling) and which are theirs (submitted: 'Uploaded {date}', 'View Responses'), and each answer
// as the lines 'View Responses' shows ('No response provided' for an empty answer, 'Not provided'
// for a medication's missing reason). The server already withholds what a patient may not see
// (another patient's responses, an unsubmitted internal note, answers not shared with them);
// these rules only sort what it answers.

import type { RecordOf } from '@care/sdk'
import { currentLocale } from '@care/ui/i18n'
import { texts } from '../texts.ts'

export { answerLines, answerText, showsAnswer, NO_RESPONSE, NOT_PROVIDED, type AnswerLike } from '@care/contracts/forms/answer-text'

/** the form response fields these rules and the Documents screens read */
export type FormResponseLike = Pick<
  RecordOf<'form_responses'>,
  'id' | 'enduserId' | 'formId' | 'formTitle' | 'accessCode' | 'submittedAt' | 'draftSavedAt' | 'createdAt' | 'updatedAt' | 'isInternalNote' | 'hideFromEnduserPortal' | 'responses'
>


/** What the portal lists: the patient's own, not hidden from the portal, no unsubmitted internal note. */
export function isListed(r: FormResponseLike, enduserId: string): boolean {
  if (r.enduserId && r.enduserId !== enduserId) return false
  if (r.hideFromEnduserPortal) return false
  if (r.isInternalNote && !r.submittedAt) return false
  return true
}

const time = (s?: string | null) => (s ? Date.parse(s) || 0 : 0)

/** 'Outstanding Forms': unsubmitted, non-internal responses with an access code to fill them by, newest first. */
export function outstandingForms(responses: readonly FormResponseLike[], enduserId: string): FormResponseLike[] {
  return responses
    .filter((r) => isListed(r, enduserId) && !r.submittedAt && !r.isInternalNote && !!r.accessCode)
    .sort((a, b) => time(b.createdAt) - time(a.createdAt))
}

/** 'Your Forms': submitted responses, most recently submitted first. */
export function submittedForms(responses: readonly FormResponseLike[], enduserId: string): FormResponseLike[] {
  return responses.filter((r) => isListed(r, enduserId) && !!r.submittedAt).sort((a, b) => time(b.submittedAt) - time(a.submittedAt))
}

export const formTitleOf = (r: FormResponseLike) => r.formTitle?.trim() || texts.form

export function formatDate(iso?: string | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return ''
  return d.toLocaleDateString(currentLocale(), { month: 'short', day: 'numeric', year: 'numeric' })
}

export const uploadedOn = (r: FormResponseLike) => texts.uploadedOn(formatDate(r.submittedAt))

