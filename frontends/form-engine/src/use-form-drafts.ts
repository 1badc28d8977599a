// The flow's state kept as an offline draft, and field saves queued until they are acknowledged:
// restores the draft on mount (answers and position), writes every change, sends queued saves
// when the browser comes back online and every RETRY_MS while any wait.
import { useEffect, useMemo, useRef, useState } from 'react'
import type { AnswerEntry, FlowState } from '@care/contracts/forms/index'
import { draftKey, indexedDbDraftStore, type Draft, type DraftStore } from './drafts/draft-store.ts'
import { DraftSync } from './drafts/draft-sync.ts'

export const RETRY_MS = 30_000
/** how often the offline notice re-reads navigator.onLine besides the online/offline events */
export const ONLINE_CHECK_MS = 1_000

export interface FormDrafts {
  /** false while the draft is being read */
  ready: boolean
  restored: Draft | undefined
  save: (entry: AnswerEntry) => void
  keep: (state: FlowState) => void
  clear: () => Promise<void>
  online: boolean
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

export function useFormDrafts(accessCode: string | undefined, send: ((entry: AnswerEntry) => Promise<unknown>) | undefined, store?: DraftStore): FormDrafts {
  // the sync is made once per access code; the latest `send` is read through a ref
  const sendRef = useRef(send)
  sendRef.current = send
  const sync = useMemo(
    () => (accessCode ? new DraftSync(store ?? indexedDbDraftStore(), draftKey(accessCode), (entry) => sendRef.current?.(entry) ?? Promise.resolve()) : undefined),
    [accessCode, store],
  )
  const [ready, setReady] = useState(!sync)
  const [restored, setRestored] = useState<Draft>()
  const [online, setOnline] = useState(isOnline())

  useEffect(() => {
    if (!sync) return
    let live = true
    sync.load().then((draft) => {
      if (!live) return
      setRestored(draft)
      setReady(true)
      if (draft?.unsent.length && isOnline()) void sync.flush()
    })
    return () => {
      live = false
    }
  }, [sync])

  useEffect(() => {
    let wasOnline = isOnline()
    const up = () => {
      wasOnline = true
      setOnline(true)
      void sync?.flush()
    }
    const down = () => {
      wasOnline = false
      setOnline(false)
    }
    window.addEventListener('online', up)
    window.addEventListener('offline', down)
    const retry = sync ? window.setInterval(() => sync.unsent.length && void sync.flush(), RETRY_MS) : undefined
    // the events are the signal; the browser's own flag, read each second, catches one that went by
    const check = setInterval(() => {
      if (isOnline() !== wasOnline) (isOnline() ? up : down)()
    }, ONLINE_CHECK_MS)
    return () => {
      window.removeEventListener('online', up)
      window.removeEventListener('offline', down)
      window.clearInterval(retry)
      clearInterval(check)
    }
  }, [sync])

  return {
    ready,
    restored,
    online,
    save: (entry) => {
      if (sync) void sync.queue(entry)
      else send?.(entry).catch(() => undefined)
    },
    keep: (state) => void sync?.saveState(state),
    clear: () => sync?.clear() ?? Promise.resolve(),
  }
}
