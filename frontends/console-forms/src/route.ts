// Where the Forms area is lives in the URL, below /console/forms:
//   (nothing)             the forms list
//   databases             the databases list
//   databases/<id>        one database's records
//   <formId>[/<tab>]      one form: fields (default), branching, preview or responses
// so every screen can be linked, reloaded and reached with Back.
import { useCallback } from 'react'
import { go, usePathname } from '@care/remote/url'

export const BASE_PATH = '/console/forms'
export const FORM_TABS = ['fields', 'branching', 'preview', 'responses'] as const
export type FormTab = (typeof FORM_TABS)[number]
export const FORM_TAB_LABELS: Record<FormTab, string> = { fields: 'Fields', branching: 'Branching', preview: 'Preview', responses: 'Responses' }

export type FormsLocation =
  | { view: 'forms' }
  | { view: 'databases' }
  | { view: 'database'; databaseId: string }
  | { view: 'form'; formId: string; tab: FormTab }

const trim = (base: string) => base.replace(/\/+$/, '')

export function formsLocation(pathname: string, basePath = BASE_PATH): FormsLocation {
  const base = trim(basePath)
  if (!pathname.startsWith(`${base}/`)) return { view: 'forms' }
  const [first, second] = pathname.slice(base.length + 1).split('/').map((p) => decodeURIComponent(p))
  if (!first) return { view: 'forms' }
  if (first === 'databases') return second ? { view: 'database', databaseId: second } : { view: 'databases' }
  const tab = (FORM_TABS as readonly string[]).includes(second ?? '') ? (second as FormTab) : 'fields'
  return { view: 'form', formId: first, tab }
}

export function urlOf(l: FormsLocation, basePath = BASE_PATH): string {
  const base = trim(basePath)
  switch (l.view) {
    case 'forms':
      return base
    case 'databases':
      return `${base}/databases`
    case 'database':
      return `${base}/databases/${encodeURIComponent(l.databaseId)}`
    case 'form':
      return `${base}/${encodeURIComponent(l.formId)}${l.tab === 'fields' ? '' : `/${l.tab}`}`
  }
}

export function useFormsLocation(basePath = BASE_PATH) {
  const pathname = usePathname()
  const open = useCallback((l: FormsLocation) => go(urlOf(l, basePath)), [basePath])
  return { location: formsLocation(pathname, basePath), open }
}
