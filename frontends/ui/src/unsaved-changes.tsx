// Unsaved edits are never thrown away silently: a screen that holds edits asks "Discard changes?"
// (Keep editing / Discard) before an action of its own drops them (No Thanks, closing a dialog),
// and before a navigation elsewhere in the shell; leaving or reloading the page gets the browser's
// own prompt. Without edits everything happens at once.
//
// Shells route through single-spa, whose 'single-spa:before-routing-event' lets any mounted screen
// cancel a navigation (the URL is put back before anything unmounts); after Discard the held
// navigation is made again. The hook only listens to window events, so it works the same in a
// shell and in a remote, whatever their bundles.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@care/ui/mui'
import { texts } from './texts.ts'

export const BEFORE_ROUTING_EVENT = 'single-spa:before-routing-event'

export interface BeforeRoutingDetail {
  oldUrl: string
  newUrl: string
  /** present while a navigation can still be stopped */
  cancelNavigation?: (cancel?: boolean) => void
}

export function DiscardChangesDialog({ open, onKeep, onDiscard }: { open: boolean; onKeep: () => void; onDiscard: () => void }) {
  return (
    <Dialog open={open} onClose={onKeep} aria-labelledby="discard-changes-title" aria-describedby="discard-changes-text">
      <DialogTitle id="discard-changes-title">{texts.discardTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="discard-changes-text">{texts.discardText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} autoFocus>
          {texts.keepEditing}
        </Button>
        <Button color="error" onClick={onDiscard}>
          {texts.discard}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/**
 * While `dirty`, leaving or reloading the page asks first (the browser's own prompt). A layout
 * effect: the guard changes in the same commit as the screen, so a page that already shows
 * "saved" never still asks (a passive effect could run a frame later).
 */
export function useLeaveGuard(dirty: boolean) {
  useLayoutEffect(() => {
    if (!dirty) return
    const guard = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      // older browsers show the prompt only when returnValue is set
      e.returnValue = ''
    }
    window.addEventListener('beforeunload', guard)
    return () => window.removeEventListener('beforeunload', guard)
  }, [dirty])
}

export interface UnsavedChanges {
  /** runs `action` at once when nothing is unsaved; otherwise asks first and runs it on Discard */
  confirm(action: () => void): void
  /** the question, rendered next to the form */
  dialog: ReactElement
}

export interface UnsavedChangesOptions {
  /**
   * Whether a navigation to `newUrl` waits for the answer (default: every navigation to another
   * path). E.g. not once the session is gone: the edits could not be saved anyway.
   */
  holdNavigation?: (newUrl: string) => boolean
  /**
   * A navigation was held back: single-spa put the URL back, but after Back the browser's history
   * stays one entry back (so going "back" to close something would now go too far).
   */
  onHold?: () => void
  /** after Discard, before a navigation that was held back is made (e.g. close the form) */
  onLeave?: (url: string) => void
}

const pathOf = (url: string) => new URL(url, window.location.href).pathname

export function useUnsavedChanges(dirty: boolean, options: UnsavedChangesOptions = {}): UnsavedChanges {
  const [pending, setPending] = useState<{ action: () => void; leaving?: boolean }>()
  // read by event listeners and by confirm, which outlive a render; kept in layout effects, so an
  // Escape pressed right after typing already finds the form dirty
  const latest = useRef({ dirty, released: false, ...options })
  useLayoutEffect(() => {
    latest.current.holdNavigation = options.holdNavigation
    latest.current.onHold = options.onHold
    latest.current.onLeave = options.onLeave
  }, [options.holdNavigation, options.onHold, options.onLeave])
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
      if (latest.current.released || !detail?.cancelNavigation) return
      // a routing event that keeps the page (a query, a hash) keeps the form too
      if (pathOf(detail.oldUrl) === pathOf(detail.newUrl)) return
      if (latest.current.holdNavigation && !latest.current.holdNavigation(detail.newUrl)) return
      detail.cancelNavigation()
      latest.current.onHold?.()
      const target = new URL(detail.newUrl, window.location.href)
      setPending({
        leaving: true,
        // the held navigation's history entry now shows the old URL (single-spa put it back), so it
        // is replaced, not pushed; single-spa's patched history turns this into a routing event
        action: () => {
          latest.current.onLeave?.(detail.newUrl)
          window.history.replaceState(window.history.state, '', `${target.pathname}${target.search}${target.hash}`)
        },
      })
    }
    window.addEventListener(BEFORE_ROUTING_EVENT, hold)
    return () => window.removeEventListener(BEFORE_ROUTING_EVENT, hold)
  }, [dirty])

  const discard = () => {
    // the screen is leaving: the navigation made again (and any after it) is not held again
    if (pending?.leaving) latest.current.released = true
    const action = pending?.action
    setPending(undefined)
    action?.()
  }
  return { confirm, dialog: <DiscardChangesDialog open={Boolean(pending)} onKeep={() => setPending(undefined)} onDiscard={discard} /> }
}
