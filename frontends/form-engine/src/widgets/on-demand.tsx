// Loading a widget's code on demand without React.lazy: a chunk that fails to load (the patient is
// offline, a deploy replaced it) must not take the whole form down through an error boundary, and
// it must be possible to try again — React.lazy remembers a failed import for good. A failed load
// says so in place, with 'Try again', and is retried by itself when the browser is back online.
import { useEffect, useState, type ComponentType } from 'react'
import { Alert, Button, CircularProgress } from '@mui/material'
import { formTexts } from '../texts.ts'

export interface Loader<M> {
  (): Promise<M>
  /** the module once loaded, for a synchronous first render */
  loaded?: M
}

/** One import per module: shared by every widget using it and by preloading; forgotten on failure. */
export function cached<M>(load: () => Promise<M>): Loader<M> {
  let pending: Promise<M> | undefined
  const loader: Loader<M> = () => {
    pending ??= load().then(
      (m) => (loader.loaded = m),
      (e) => {
        pending = undefined
        throw e
      },
    )
    return pending
  }
  return loader
}

export function onDemand<M, P extends object>(load: Loader<M>, pick: (m: M) => ComponentType<P>): ComponentType<P> {
  return function OnDemand(props: P) {
    const [module, setModule] = useState(load.loaded)
    const [failed, setFailed] = useState(false)
    const [tries, setTries] = useState(0)
    useEffect(() => {
      if (module) return
      let live = true
      setFailed(false)
      load().then(
        (m) => live && setModule(() => m),
        () => live && setFailed(true),
      )
      const again = () => setTries((n) => n + 1)
      window.addEventListener('online', again)
      return () => {
        live = false
        window.removeEventListener('online', again)
      }
    }, [module, tries])
    if (module) {
      const Widget = pick(module)
      return <Widget {...props} />
    }
    if (failed) {
      return (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => setTries((n) => n + 1)}>
              {formTexts.tryAgain}
            </Button>
          }
        >
          {formTexts.widgetNotLoaded}
        </Alert>
      )
    }
    return <CircularProgress size={24} aria-label={formTexts.loadingForm} />
  }
}
