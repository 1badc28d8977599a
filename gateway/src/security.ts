// HTTP hardening with helmet. CSP is off: the built shells compose Module Federation remotes from
// URLs read at run time (other origins in a cluster) and MUI/emotion inject styles, so a policy
// belongs with the frontends' deployment, not in this generic edge. Cross-origin resource policy
// is 'cross-origin' so a shell on another origin may load remotes served here; COEP stays off;
// the opener policy allows popups (Google sign-in and OAuth flows talk back to their opener).
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
