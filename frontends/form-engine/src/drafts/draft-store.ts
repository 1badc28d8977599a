// Offline drafts: the flow's state (answers and position) and the field saves not yet acknowledged,
// kept on the device per access code, so a lost connection or a reload loses nothing. IndexedDB
// through idb-keyval by default; any get/set/del store works (tests pass an in-memory one or
// fake-indexeddb).
import { createStore, del, get, set, type UseStore } from 'idb-keyval'
import type { AnswerEntry, FlowState } from '@care/contracts/forms/index'

export interface Draft {
  state: FlowState
  /** field saves waiting for the connection, one per field (the latest answer) */
  unsent: AnswerEntry[]
  savedAt: number
}

export interface DraftStore {
  get(key: string): Promise<Draft | undefined>
  set(key: string, draft: Draft): Promise<void>
  del(key: string): Promise<void>
}

export const DRAFT_DB = 'care-form-drafts'
export const draftKey = (accessCode: string) => `form-draft:${accessCode}`

export function indexedDbDraftStore(): DraftStore {
  let store: UseStore | undefined
  // opened on first use: importing the engine must not touch IndexedDB
  const db = () => (store ??= createStore(DRAFT_DB, 'drafts'))
  return {
    get: (key) => get<Draft>(key, db()),
    set: (key, draft) => set(key, draft, db()),
    del: (key) => del(key, db()),
  }
}
