// What stands between a signed-in patient and the portal (spec 2 §2.3-2.4, §4): the terms gate
// until terms are signed (skipped on embedded pages, while a sign-in token is in the URL, on the
// legal pages, on /r/ and on form-submit paths), then onboarding while a first or last name is
// missing. Pure.
import { isBlank } from '../validation/rules.ts'

export interface GateEnduser {
  fname?: string
  lname?: string
  termsSigned?: string
}

export type Gate = 'terms' | 'onboarding' | undefined

export interface GateLocation {
  pathname: string
  search: string
}

const TERMS_FREE_PATHS = ['/terms-of-service', '/privacy-policy', '/e-signature-terms', '/link/form']

export function skipsTermsGate(loc: GateLocation): boolean {
  const q = new URLSearchParams(loc.search)
  if (q.get('embedded') === 'true' || q.has('token')) return true
  if (loc.pathname.startsWith('/r/')) return true
  return TERMS_FREE_PATHS.some((p) => loc.pathname === p || loc.pathname.startsWith(`${p}/`))
}

export const hasSignedTerms = (e: GateEnduser) => !isBlank(e.termsSigned)
export const needsOnboarding = (e: GateEnduser) => isBlank(e.fname) || isBlank(e.lname)

export function gateFor(enduser: GateEnduser, loc: GateLocation): Gate {
  if (!hasSignedTerms(enduser) && !skipsTermsGate(loc)) return 'terms'
  if (needsOnboarding(enduser)) return 'onboarding'
  return undefined
}
