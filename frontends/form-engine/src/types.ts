// The host's side of the form engine: what it hands in (the form, its fields, saved answers) and
// the calls it makes on the engine's behalf (save, submit, upload, lookups, card setup).
import type { ReactNode } from 'react'
import type { AnswerEntry, DatabaseSelectValue, FormField, StoredAnswerEntry, SubmittedEntry } from '@care/contracts/forms/index'

export interface FormInfo {
  id: string
  title?: string
  description?: string
}

/** An error from a call: `status` 503 means the service behind it is unavailable. */
export interface CallError {
  status?: number
  message?: string
}

/** Uploads one file (spec 3 §7 "File upload helper": name, size, type, the host adds enduserId). */
export type UploadFile = (file: File, info: { fieldId: string }) => Promise<{ secureName: string }>

/** form_fields load_choices_from_database {fieldId, lastId, limit 500}. */
/** A Database Select choice; `filterValues` (the record's values by label) serve options.databaseFilter and are never stored in the answer. */
export type DatabaseChoice = DatabaseSelectValue & { filterValues?: Readonly<Record<string, unknown>> }
export type LoadChoices = (fieldId: string, lastId?: string) => Promise<DatabaseChoice[]>

export interface DrugOption {
  drugName: string
  drugSynonym?: string
  rxNormCode?: string
}
/** The medication lookup (spec 3 §7): display terms, drugs for a term, codes for a drug. */
export interface DrugLookup {
  searchTerms(term: string): Promise<string[]>
  drugsFor(displayTerm: string): Promise<DrugOption[]>
  codesFor(drugName: string): Promise<{ rxNormCode?: string; NDCs: string[] }>
}

/** Card setup by a payment provider, rendered and confirmed by the host (e.g. Stripe Elements). */
export interface CardAdapter {
  renderCard(fieldId: string): ReactNode
  saveCard(fieldId: string): Promise<{ customerId: string }>
}

export interface FormFlowProps {
  form: FormInfo
  fields: FormField[]
  /** Keys the offline draft; without it nothing is kept on the device. */
  accessCode?: string
  /** answers saved earlier (the response's, a draft's): each kept when its type is still the field's */
  initialAnswers?: readonly StoredAnswerEntry[]
  /** save_field_response: sent on Next (never for file fields), not awaited; queued while offline. */
  onSaveField?: (entry: AnswerEntry) => Promise<unknown>
  onSubmit: (responses: SubmittedEntry[]) => Promise<unknown>
  uploadFile?: UploadFile
  /** Skips the real submit. */
  preview?: boolean
  hideProgress?: boolean
  thankYouText?: string
  loadChoices?: LoadChoices
  drugLookup?: DrugLookup
  card?: CardAdapter
  /** A secure file name → a URL to read it (files file_download_URL): the signature's PDF. */
  fileUrl?: (secureName: string) => Promise<string>
  /** Opens a PDF for the signature viewer; pdf.js, loaded on first use, by default. */
  loadPdf?: import('./widgets/pdf-viewer.tsx').LoadPdf
  /** Where drafts are kept; by default IndexedDB. */
  draftStore?: import('./drafts/draft-store.ts').DraftStore
}
