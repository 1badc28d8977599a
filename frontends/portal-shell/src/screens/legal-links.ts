// Where the Terms of Service and Privacy Policy links go: the organization's own documents when it
// has them, else the portal's pages.
import type { OrganizationTheme } from '../org/org-theme.ts'

export const termsOfServiceUrl = (org: OrganizationTheme) => org.customTermsOfService?.trim() || '/terms-of-service'
export const privacyPolicyUrl = (org: OrganizationTheme) => org.customPrivacyPolicy?.trim() || '/privacy-policy'
