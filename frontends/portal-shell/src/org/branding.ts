// Branding the document itself: the title and favicon of the organization.
import type { OrganizationTheme } from './org-theme.ts'

export function brandDocument(org: OrganizationTheme) {
  document.title = org.name
  if (!org.faviconURL) return
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
  if (!link) {
    link = document.createElement('link')
    link.rel = 'icon'
    document.head.appendChild(link)
  }
  link.href = org.faviconURL
}
