// "I agree to the Terms of Service and Privacy Policy" with both links opening in a new tab, so
// the form being filled stays as it is.
import { Link } from '@mui/material'
import type { OrganizationTheme } from '../org/org-theme.ts'
import { texts } from '../texts.ts'
import { privacyPolicyUrl, termsOfServiceUrl } from './legal-links.ts'

export function TermsLabel({ org, prefix = texts.register.agreePrefix }: { org: OrganizationTheme; prefix?: string }) {
  return (
    <span>
      {prefix}
      <Link href={termsOfServiceUrl(org)} target="_blank" rel="noopener">{texts.register.termsOfService}</Link>
      {texts.register.and}
      <Link href={privacyPolicyUrl(org)} target="_blank" rel="noopener">{texts.register.privacyPolicy}</Link>
    </span>
  )
}
