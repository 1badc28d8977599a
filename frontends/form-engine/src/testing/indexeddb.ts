// IndexedDB for component tests (fake-indexeddb), on the global scope the code under test reads.
// fake-indexeddb/auto puts its globals on `window` when one exists: once jsdom has been loaded (in a
// process several test files share) that is jsdom's window, not Node's global scope.
import 'fake-indexeddb/auto'
import { clear, createStore } from 'idb-keyval'
import { DRAFT_DB } from '../drafts/draft-store.ts'

const view = (globalThis as { window?: unknown }).window as Record<string, unknown> | undefined
if (view && (view as unknown) !== globalThis) {
  for (const key of Object.getOwnPropertyNames(view)) {
    if (key === 'indexedDB' || key.startsWith('IDB')) Object.defineProperty(globalThis, key, { configurable: true, writable: true, value: view[key] })
  }
}

/**
 * Empties the drafts database: a test's form must not find a draft an earlier test left under the
 * same access code (fakes hand out the same codes again) — a draft restored just after the test
 * typed would replace its answer.
 */
export async function clearDrafts(): Promise<void> {
  await clear(createStore(DRAFT_DB, 'drafts'))
}
