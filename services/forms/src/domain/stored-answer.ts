// An answer as it is stored (spec 3 §3 "Answer entry"), whether saved as a draft or submitted: its
// title and whether it is shared with the patient come from the form's field, never from the
// client, so a patient's view (contracts' responseForEnduser) follows what the form says.
import type { FormFieldRecord, StoredAnswerEntry } from '@care/contracts/forms/index'

export function answerAsStored(entry: StoredAnswerEntry, field: Pick<FormFieldRecord, 'title' | 'description' | 'sharedWithEnduser' | 'externalId'>): StoredAnswerEntry {
  return {
    ...entry,
    fieldTitle: entry.fieldTitle || (field.title ?? ''),
    ...(field.description !== undefined && entry.fieldDescription === undefined ? { fieldDescription: field.description } : {}),
    sharedWithEnduser: field.sharedWithEnduser === true,
    ...(field.externalId !== undefined && entry.externalId === undefined ? { externalId: field.externalId } : {}),
  }
}
