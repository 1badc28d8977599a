// The state of a button's action on a screen: busy while it runs, the error it ended with (shown
// until the next run) and a notice of what it did. Screens hand-rolled the same three useStates
// and try/catch/finally around every save, create, delete and download.
import { useCallback, useMemo, useRef, useState } from 'react'

export interface RunOptions {
  /** the text shown for a failure; by default the error's message */
  errorText?: (error: unknown) => string
}

export interface ActionState {
  busy: boolean
  /** the last run's failure, '' when none */
  error: string
  notice: string
  /** runs `work`: the error cleared, busy until it settles, a failure's text kept in `error`; true when it succeeded */
  run(work: () => Promise<unknown>, options?: RunOptions): Promise<boolean>
  setError(text: string): void
  setNotice(text: string): void
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))

export function useAction(): ActionState {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [notice, setNotice] = useState('')
  // runs started and not settled, so overlapping runs leave busy only when the last one ends
  const running = useRef(0)
  const run = useCallback(async (work: () => Promise<unknown>, options?: RunOptions) => {
    running.current++
    setBusy(true)
    setError('')
    try {
      await work()
      return true
    } catch (e) {
      setError((options?.errorText ?? messageOf)(e))
      return false
    } finally {
      if (--running.current === 0) setBusy(false)
    }
  }, [])
  return useMemo(() => ({ busy, error, notice, run, setError, setNotice }), [busy, error, notice, run])
}
