// HTTP hardening with helmet. Helmet's own Content-Security-Policy is off because the pages get
// theirs from content-security.ts (scripts from this origin and the remote manifest's origins,
// inline styles for emotion, frame-ancestors per page), which needs the manifest; /v1 answers are
// JSON, not pages. Cross-origin resource policy is 'cross-origin' so a shell on another origin may
// load remotes served here; COEP stays off; the opener policy allows popups (Google sign-in and
// OAuth flows talk back to their opener).
import helmet from 'helmet'
import type { RequestHandler } from 'express'

export function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  })
}
