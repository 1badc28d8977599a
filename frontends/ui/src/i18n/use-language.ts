// Re-renders the calling component when the page's language changes or a catalog arrives. Each root
// (the shell's, each remote's) calls it once: its children are rendered again with it and read their
// texts anew.
import { useTranslation } from 'react-i18next'
import { i18n } from './instance.ts'
import { currentLanguage } from './switch-language.ts'
import type { Language } from './languages.ts'

export function useLanguage(): Language {
  useTranslation(undefined, { i18n })
  return currentLanguage()
}
