// The flow's state kept as an offline draft, and field saves queued until they are acknowledged:
// restores the draft on mount (answers and position), writes every change, sends queued saves
// when the browser comes back online and every RETRY_MS while any wait; keeps the messages of saves
// the server refused (by field) until that field's answer is saved again.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { AnswerEntry, FlowState } from '@care/contracts/forms/index'
import { formTexts } from './texts.ts'
import { draftKey, indexedDbDraftStore, type Draft, type DraftStore } from './drafts/draft-store.ts'
import { DraftSync, SEND_TIMEOUT_MS, isRefusal } from './drafts/draft-sync.ts'

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
  /** the server's message for each field whose save it refused (a 4xx) */
  refused: ReadonlyMap<string, string>
  /** forgets a field's refusal (its answer changed) */
  forget: (fieldId: string) => void
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

export function useFormDrafts(accessCode: string | undefined, send: ((entry: AnswerEntry) => Promise<unknown>) | undefined, store?: DraftStore): FormDrafts {
  // the sync is made once per access code; the latest `send` is read through a ref
  const sendRef = useRef(send)
  sendRef.current = send
  const [refused, setRefused] = useState<ReadonlyMap<string, string>>(new Map())
  const onRefused = useCallback((entry: AnswerEntry, message: string) => setRefused((m) => new Map(m).set(entry.fieldId, message)), [])
  const forget = useCallback((fieldId: string) => setRefused((m) => {
    if (!m.has(fieldId)) return m
    const next = new Map(m)
    next.delete(fieldId)
    return next
  }), [])
  const sync = useMemo(
    () => (accessCode ? new DraftSync(store ?? indexedDbDraftStore(), draftKey(accessCode), (entry) => sendRef.current?.(entry) ?? Promise.resolve(), SEND_TIMEOUT_MS, onRefused) : undefined),
    [accessCode, store, onRefused],
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
    refused,
    forget,
    save: (entry) => {
      forget(entry.fieldId)
      if (sync) void sync.queue(entry)
      else send?.(entry).catch((e) => isRefusal(e) && onRefused(entry, (e as Error).message || formTexts.answerNotSaved))
    },
    keep: (state) => void sync?.saveState(state),
    clear: () => sync?.clear() ?? Promise.resolve(),
  }
}
