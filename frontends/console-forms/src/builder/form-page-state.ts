// The form page's screen state as pure reducers (form-page.tsx renders them): which of the form's
// dialogs is open, and the Fields tab's — adding, editing, deleting a question, a save under way,
// its error and the status line that says what happened. The Fields tab keeps its own (it starts
// afresh each time the tab is opened, as before).

/** Send to a patient, Details, Delete form. */
export type FormDialog = 'send' | 'details' | 'delete'

export interface FormPageState {
  dialog?: FormDialog
}

export type FormPageAction = { type: 'open'; dialog: FormDialog } | { type: 'close' }

export function formPageReducer(state: FormPageState, action: FormPageAction): FormPageState {
  switch (action.type) {
    case 'open':
      return { ...state, dialog: action.dialog }
    case 'close':
      return { ...state, dialog: undefined }
  }
}

/** What the Fields tab needs of a question. */
export interface NamedField {
  id: string
  title: string
}

export interface FieldsTabState<F extends NamedField = NamedField> {
  adding: boolean
  editingId?: string
  /** the question whose deletion waits for confirmation */
  deleting?: F
  /** a move or delete is being saved */
  busy: boolean
  error: string
  /** the status line: what the last change did */
  notice: string
}

export type FieldsTabAction<F extends NamedField = NamedField> =
  | { type: 'add' }
  | { type: 'closeAdd' }
  /** a question was created: the editor opens on it */
  | { type: 'added'; field: NamedField }
  | { type: 'edit'; id: string }
  | { type: 'closeEditor' }
  | { type: 'askDelete'; field: F }
  | { type: 'cancelDelete' }
  /** a move or delete starts: busy, the last error cleared */
  | { type: 'saving' }
  /** `to` counts from 0 */
  | { type: 'moved'; title: string; to: number }
  | { type: 'moveFailed'; message: string }
  | { type: 'deleted' }
  | { type: 'deleteFailed'; message: string }
  | { type: 'dismissError' }

export const initialFieldsTab = <F extends NamedField>(): FieldsTabState<F> => ({ adding: false, busy: false, error: '', notice: '' })

export function fieldsTabReducer<F extends NamedField>(state: FieldsTabState<F>, action: FieldsTabAction<F>): FieldsTabState<F> {
  switch (action.type) {
    case 'add':
      return { ...state, adding: true }
    case 'closeAdd':
      return { ...state, adding: false }
    case 'added':
      return { ...state, adding: false, notice: `"${action.field.title}" added`, editingId: action.field.id }
    case 'edit':
      return { ...state, editingId: action.id }
    case 'closeEditor':
      return { ...state, editingId: undefined }
    case 'askDelete':
      return { ...state, deleting: action.field }
    case 'cancelDelete':
      return { ...state, deleting: undefined }
    case 'saving':
      return { ...state, busy: true, error: '' }
    case 'moved':
      return { ...state, busy: false, notice: `"${action.title}" moved to position ${action.to + 1}` }
    case 'moveFailed':
      return { ...state, busy: false, error: `The new order was not saved: ${action.message}` }
    case 'deleted':
      return { ...state, busy: false, deleting: undefined, notice: state.deleting ? `"${state.deleting.title}" deleted` : state.notice }
    case 'deleteFailed':
      return { ...state, busy: false, deleting: undefined, error: action.message }
    case 'dismissError':
      return { ...state, error: '' }
  }
}
