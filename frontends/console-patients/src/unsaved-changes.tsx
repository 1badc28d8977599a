// Unsaved edits in a drawer or dialog are never thrown away silently: closing it (Escape, backdrop,
// a close button), Back or a link elsewhere in the console ask "Discard changes?" first, and
// leaving or reloading the page gets the browser's own prompt. Without edits everything closes at
// once. Navigations inside the console go through single-spa, whose before-routing-event lets a
// screen cancel one (the URL is put back) and replay it after Discard.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material'

export const DISCARD_TITLE = 'Discard changes?'
export const DISCARD_TEXT = 'Your changes have not been saved.'

export function DiscardChangesDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby="discard-changes-title" aria-describedby="discard-changes-text">
      <DialogTitle id="discard-changes-title">{DISCARD_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id="discard-changes-text">{DISCARD_TEXT}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} autoFocus>
          Keep editing
        </Button>
        <Button color="error" onClick={onDiscard}>
          Discard
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** While `dirty`, leaving or reloading the page asks first (the browser's own prompt). */
export function useLeaveGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return
    const guard = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      e.returnValue = ''
    }
    window.addEventListener('beforeunload', guard)
    return () => window.removeEventListener('beforeunload', guard)
  }, [dirty])
}

export const BEFORE_ROUTING_EVENT = 'single-spa:before-routing-event'

export interface BeforeRoutingDetail {
  oldUrl: string
  newUrl: string
  /** present while a navigation can still be stopped */
  cancelNavigation?: (cancel?: boolean) => void
}

const pathOf = (url: string) => new URL(url, window.location.href).pathname

export interface UnsavedChanges {
  /** runs `action` at once when nothing is unsaved; otherwise asks first and runs it on Discard */
  confirm(action: () => void): void
  /** the confirmation, to render next to the form */
  dialog: ReactElement
}

export interface UnsavedChangesOptions {
  /**
   * a navigation was held back: single-spa put the URL back, but after Back the browser's history
   * stays one entry back (so going "back" to close something would now go too far)
   */
  onHold?: () => void
  /** after Discard, before a navigation that was held back is made (e.g. close the form) */
  onLeave?: (url: string) => void
}

export function useUnsavedChanges(dirty: boolean, options: UnsavedChangesOptions = {}): UnsavedChanges {
  const [pending, setPending] = useState<{ action: () => void }>()
  // read by event listeners and by confirm, which outlive a render; kept in layout effects, so an
  // Escape pressed right after typing already finds the form dirty
  const latest = useRef({ dirty, onHold: options.onHold, onLeave: options.onLeave, released: false })
  useLayoutEffect(() => {
    latest.current.onHold = options.onHold
    latest.current.onLeave = options.onLeave
  }, [options.onHold, options.onLeave])
  useLayoutEffect(() => {
    latest.current.dirty = dirty
    // new edits after a Discard are guarded again
    if (dirty) latest.current.released = false
  }, [dirty])
  useLeaveGuard(dirty)

  const confirm = useCallback((action: () => void) => {
    if (!latest.current.dirty || latest.current.released) action()
    else setPending({ action })
  }, [])

  useEffect(() => {
    if (!dirty) return
    const hold = (event: Event) => {
      const detail = (event as CustomEvent<BeforeRoutingDetail>).detail
      // a routing event that keeps the page (a session change, a query) keeps the form too
      if (latest.current.released || !detail?.cancelNavigation || pathOf(detail.oldUrl) === pathOf(detail.newUrl)) return
      detail.cancelNavigation()
      latest.current.onHold?.()
      setPending({
        action: () => {
          latest.current.onLeave?.(detail.newUrl)
          // single-spa's history patch turns this into a routing event of its own
          window.history.replaceState(window.history.state, '', detail.newUrl)
        },
      })
    }
    window.addEventListener(BEFORE_ROUTING_EVENT, hold)
    return () => window.removeEventListener(BEFORE_ROUTING_EVENT, hold)
  }, [dirty])

  const discard = () => {
    latest.current.released = true
    setPending(undefined)
    pending?.action()
  }
  return { confirm, dialog: <DiscardChangesDialog open={Boolean(pending)} onKeep={() => setPending(undefined)} onDiscard={discard} /> }
}
