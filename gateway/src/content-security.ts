// Content-Security-Policy for the pages the gateway serves (the portal and the console, standalone):
// scripts only from this origin and the remotes' origins the manifest lists; styles from here plus
// inline ones (emotion injects them at run time); images and frames also from blob: (a file viewed in
// the page) and https: (an article's image, YouTube or iframe block, an organization's logo);
// connections to this origin (the API and /v1/live) and the remotes' origins. Pages may not be
// framed by other sites (frame-ancestors 'none'), except the ones spec 2 makes embeddable: any page
// asked for with `embedded=true`, a form to fill (/link/form, /documents/forms, /r/…) and a booking
// page (/book-an-appointment) — a clinic puts those on its own website. The console (staff) never is.
import type { RequestHandler } from 'express'
import { API_PREFIX } from './routes.ts'

const EMBEDDABLE = [/^\/link\/form(\/|$)/, /^\/documents\/forms(\/|$)/, /^\/r\//, /^\/book-an-appointment(\/|$)/]
/** Staff pages are never framed, `embedded=true` or not (clickjacking a signed-in staff member). */
const NEVER_EMBEDDABLE = /^\/console(\/|$)/i

export function isEmbeddable(path: string, query: Record<string, unknown>): boolean {
  if (NEVER_EMBEDDABLE.test(path)) return false
  return query.embedded === 'true' || EMBEDDABLE.some((p) => p.test(path))
}

/** Origins of the absolute URLs among the manifest's remote entries ('/remotes/…' is this origin). */
export function remoteOrigins(manifest: Record<string, string> | undefined): string[] {
  const origins = new Set<string>()
  for (const url of Object.values(manifest ?? {})) {
    try {
      if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin)
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...origins].sort()
}

export function contentSecurityPolicy(o: { remotes: readonly string[]; embeddable: boolean }): string {
  const remotes = o.remotes.join(' ')
  const withRemotes = (base: string) => (remotes ? `${base} ${remotes}` : base)
  return [
    "default-src 'self'",
    `script-src ${withRemotes("'self'")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${withRemotes("'self'")}`,
    "frame-src 'self' blob: https:",
    "media-src 'self' blob: https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${o.embeddable ? '*' : "'none'"}`,
  ].join('; ')
}

/** Sets the policy on every page and asset outside /v1; embeddable pages drop X-Frame-Options too. */
export function contentSecurityHeaders(manifest: () => Record<string, string> | undefined): RequestHandler {
  return (req, res, next) => {
    if (req.path === API_PREFIX || req.path.startsWith(`${API_PREFIX}/`)) return next()
    const embeddable = isEmbeddable(req.path, req.query as Record<string, unknown>)
    res.setHeader('Content-Security-Policy', contentSecurityPolicy({ remotes: remoteOrigins(manifest()), embeddable }))
    if (embeddable) res.removeHeader('X-Frame-Options')
    next()
  }
}
