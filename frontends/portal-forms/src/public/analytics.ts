// Google Analytics 4 for a form that names a measurement id (ga4measurementId, spec 2 §2.9): gtag.js
// is added only then, once per page. The gateway's Content-Security-Policy allows scripts and
// connections only from this origin and the remotes' origins, so behind it the browser refuses
// googletagmanager.com and nothing is sent (see README: the policy is not loosened for it); the
// calls are queued in dataLayer either way and the form works the same.
type Gtag = (...args: unknown[]) => void
/** a window as gtag.js sees it (a page's own window has neither until loadGtag adds them) */
/** a page's window, which may carry gtag.js's dataLayer and gtag */
export interface GtagWindow extends Window {
  dataLayer?: unknown[]
  gtag?: Gtag
}

export const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js'
const VALID_ID = /^G-[A-Z0-9]{4,20}$/i

export function loadGtag(measurementId: string | undefined, doc: Document = document): boolean {
  const id = measurementId?.trim()
  if (!id || !VALID_ID.test(id)) return false
  const w: GtagWindow | null = doc.defaultView
  // a document with no window (not shown anywhere) has nothing to measure
  if (!w) return false
  if (!w.gtag) {
    w.dataLayer = w.dataLayer ?? []
    // gtag.js reads the arguments objects it finds in dataLayer
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments)
    }
    w.gtag('js', new Date())
  }
  if (!doc.querySelector(`script[data-ga4="${id}"]`)) {
    const script = doc.createElement('script')
    script.async = true
    script.src = `${GTAG_SRC}?id=${encodeURIComponent(id)}`
    script.dataset.ga4 = id
    doc.head.appendChild(script)
    w.gtag('config', id)
  }
  return true
}

/** An event for the loaded tag, if any (e.g. the form's submission). */
export function gtagEvent(name: string, params: Record<string, unknown>, doc: Document = document) {
  const w: GtagWindow | null = doc.defaultView
  w?.gtag?.('event', name, params)
}
