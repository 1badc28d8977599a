// Where the session lives between page loads: three local-storage keys per session kind, so the
// portal (enduser) and the console (user), served from one origin, never overwrite each other.

export type SessionKind = 'enduser' | 'user'

/** The part of the Web Storage API the SDK uses. */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export function sessionStorageKeys(kind: SessionKind) {
  return {
    authToken: `care.${kind}.authToken`,
    account: `care.${kind}.account`,
    refreshedAt: `care.${kind}.refreshedAt`,
  } as const
}

export function memoryStorage(): StorageLike {
  const items = new Map<string, string>()
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, String(v)),
    removeItem: (k) => void items.delete(k),
  }
}

/** `localStorage` when the page may use it (private modes and sandboxed frames may refuse). */
export function defaultStorage(): StorageLike {
  try {
    const ls = (globalThis as { localStorage?: StorageLike }).localStorage
    if (ls) {
      ls.getItem('care.probe')
      return ls
    }
  } catch {
    // fall through to memory
  }
  return memoryStorage()
}

/** Storage calls that never throw (a full or refused storage must not break a sign-in). */
export function safeStorage(s: StorageLike): StorageLike {
  return {
    getItem: (k) => {
      try {
        return s.getItem(k)
      } catch {
        return null
      }
    },
    setItem: (k, v) => {
      try {
        s.setItem(k, v)
      } catch {
        // the session then lasts for this page only
      }
    },
    removeItem: (k) => {
      try {
        s.removeItem(k)
      } catch {
        // nothing to do
      }
    },
  }
}
