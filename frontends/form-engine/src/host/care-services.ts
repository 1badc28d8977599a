// The calls the form engine makes through the platform's client (spec 3 §7), one place for every
// host — the portal's fill pages, the console's preview and staff filling: field saves and the
// submit by access code, file uploads (prepare-file-upload, the multipart POST, confirm-upload),
// Database Select choices (the record's value under the field's databaseLabel), the medication
// lookup of the records service, and a stored file's URL (the signature's PDF).
import type { CareClient, RecordOf } from '@care/sdk'
import { FILE_MAX_BYTES, FILE_TOO_LARGE } from '@care/contracts/constants'
import type { AnswerEntry, DatabaseSelectValue, SubmittedEntry } from '@care/contracts/forms/index'
import { createCardAdapter } from '@care/ui/payments/index'
import type { CardAdapter, DrugLookup, DrugOption, LoadChoices, UploadFile } from '../types.ts'

/** A form response as the API answers it (the form_responses contract). */
export type FormResponseRecord = RecordOf<'form_responses'>

/** What a Database Select choice is made of: a database record's id, database and values (label → value). */
type DatabaseRecordValues = Pick<RecordOf<'database_records'>, 'id' | 'databaseId'> & {
  values?: Pick<NonNullable<RecordOf<'database_records'>['values']>[number], 'label' | 'value'>[]
}

/** A database record as the Database Select choice the engine shows: the value under `label` (else its first). */
export function databaseChoice(record: DatabaseRecordValues, label?: string): DatabaseSelectValue {
  const values = record.values ?? []
  const v = (label ? values.find((x) => x.label === label) : undefined) ?? values[0]
  const text = v?.value === undefined || v.value === null || v.value === ''
    ? record.id
    : typeof v.value === 'string' ? v.value : Array.isArray(v.value) ? v.value.join(', ') : JSON.stringify(v.value)
  return { text, databaseId: record.databaseId, recordId: record.id }
}

/** Database Select choices in pages of 500; `labelOf` names the value each field shows. */
export function choicesLoader(client: CareClient, labelOf: (fieldId: string) => string | undefined): LoadChoices {
  return async (fieldId, lastId) => {
    const { choices } = await client.api.formFieldsLoadChoicesFromDatabase({ fieldId, limit: 500, ...(lastId ? { lastId } : {}) })
    return choices.map((c) => ({ ...databaseChoice(c, labelOf(fieldId)), filterValues: Object.fromEntries((c.values ?? []).map((v) => [v.label, v.value])) }))
  }
}

/** Each field's databaseLabel, for choicesLoader. */
export const databaseLabelOf = (fields: readonly { id: string; options?: { databaseLabel?: string } | null }[]) => (fieldId: string) =>
  fields.find((f) => f.id === fieldId)?.options?.databaseLabel

/** The medication widget's lookup: the records service's RxNav calls. */
export function drugLookup(client: CareClient): DrugLookup {
  return {
    async searchTerms(term) {
      const { drugs } = await client.api.drugLookupDrugs({ name: term })
      return [...new Set(drugs.map((d) => d.name))]
    },
    async drugsFor(displayTerm) {
      const { drugs } = await client.api.drugLookupDrugs({ name: displayTerm })
      return drugs.map((d): DrugOption => ({ drugName: d.name, drugSynonym: d.synonym, rxNormCode: d.rxcui }))
    },
    async codesFor(drugName) {
      const { rxNormCode } = await client.api.drugLookupRxcui({ name: drugName })
      if (!rxNormCode) return { NDCs: [] }
      const { ndcs } = await client.api.drugLookupNdcs({ rxcui: rxNormCode })
      return { rxNormCode, NDCs: ndcs }
    },
  }
}

/** How an upload's multipart form is POSTed to its presigned URL: the browser's fetch, or a test's. */
export type PostForm = (url: string, init: { method: 'POST'; body: FormData }) => Promise<Response>

export function formServices(client: CareClient, o: { accessCode: string; enduserId: string; fetch?: PostForm; databaseLabels?: ReadonlyMap<string, string | undefined> }) {
  const post: PostForm = o.fetch ?? ((url, init) => fetch(url, init))

  const onSaveField = (entry: AnswerEntry) => client.api.saveFieldResponse({ accessCode: o.accessCode, response: entry })

  const submit = async (responses: SubmittedEntry[]): Promise<FormResponseRecord> => {
    const { formResponse } = await client.api.submitFormResponse({ accessCode: o.accessCode, responses })
    // Documents and Home read the cached responses: the submitted one moves to 'Your Forms' at once
    client.collection('form_responses').addReplaceIfMatch([formResponse])
    return formResponse
  }

  const uploadFile: UploadFile = async (file) => {
    if (file.size > FILE_MAX_BYTES) throw new Error(FILE_TOO_LARGE)
    const type = file.type || 'application/octet-stream'
    const prepared = await client.api.prepareFileUpload({ name: file.name, size: file.size, type, enduserId: o.enduserId })
    const form = new FormData()
    for (const [k, v] of Object.entries(prepared.presignedUpload.fields)) form.append(k, v)
    form.append('file', file, file.name)
    const res = await post(prepared.presignedUpload.url, { method: 'POST', body: form })
    if (!res.ok) {
      let message = ''
      try {
        message = String((JSON.parse(await res.text()) as { message?: unknown }).message ?? '')
      } catch {
        // a bucket answers XML
      }
      throw new Error(res.status === 413 ? 'Please try again with less data or a smaller file.' : message || `The upload was refused (${res.status}). Please try again.`)
    }
    await client.api.filesConfirmUpload({ id: prepared.file.id })
    return { secureName: prepared.file.secureName ?? '' }
  }

  const loadChoices = choicesLoader(client, (fieldId) => o.databaseLabels?.get(fieldId))

  const fileUrl = async (secureName: string) => {
    const { downloadURL } = await client.api.fileDownloadURL({ secureName })
    return downloadURL
  }

  // a Stripe question: billing's card details for this patient (Stripe's Payment Element, or the
  // test processor's own form outside production), confirmed when the answer is saved
  const card: CardAdapter = createCardAdapter({
    loadDetails: (fieldId) => client.api.formResponsesStripeDetails({ fieldId, enduserId: o.enduserId }),
    confirmTestPayment: (input) => client.api.productsConfirmTestPayment(input),
  })

  return { onSaveField, submit, uploadFile, loadChoices, drugLookup: drugLookup(client), fileUrl, card }
}
