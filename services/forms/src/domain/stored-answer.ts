// An answer as it is stored (spec 3 §3 "Answer entry"), whether saved as a draft or submitted: its
// title and whether it is shared with the patient come from the form's field, never from the
// client, so a patient's view (contracts' responseForEnduser) follows what the form says.
type Entry = Record<string, unknown>
type Field = Record<string, unknown>

export function answerAsStored(entry: Entry, field: Field): Entry {
  return {
    ...entry,
    fieldTitle: (entry.fieldTitle as string | undefined) || String(field.title ?? ''),
    ...(field.description !== undefined && entry.fieldDescription === undefined ? { fieldDescription: field.description } : {}),
    sharedWithEnduser: field.sharedWithEnduser === true,
    ...(field.externalId !== undefined && entry.externalId === undefined ? { externalId: field.externalId } : {}),
  }
}
