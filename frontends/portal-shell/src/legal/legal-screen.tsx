// The legal pages as one on-demand screen: the documents' texts load only when someone opens one.
import { LegalPage } from './legal-page.tsx'
import { E_SIGNATURE_TERMS } from './e-signature-terms.ts'
import { PRIVACY_POLICY } from './privacy-policy.ts'
import { TERMS_OF_SERVICE } from './terms-of-service.ts'
import type { OrganizationTheme } from '../org/org-theme.ts'

export function LegalScreen({ which, org, onNavigate }: { which: 'privacy' | 'terms' | 'e-signature'; org: OrganizationTheme; onNavigate: (path: string) => void }) {
  if (which === 'e-signature') return <LegalPage doc={E_SIGNATURE_TERMS} orgName={org.name} onNavigate={onNavigate} />
  return which === 'privacy'
    ? <LegalPage doc={PRIVACY_POLICY} orgName={org.name} customUrl={org.customPrivacyPolicy} onNavigate={onNavigate} />
    : <LegalPage doc={TERMS_OF_SERVICE} orgName={org.name} customUrl={org.customTermsOfService} onNavigate={onNavigate} />
}
