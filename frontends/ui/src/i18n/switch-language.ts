// Switching the page's language: every catalog of the new language is fetched first, so the page
// changes in one step (no half-English screen), then i18next switches and `<html lang>` follows.
import { loadCatalogs, setTargetLanguage, targetLanguage } from './define-texts.ts'
import { i18n } from './instance.ts'
import { LANGUAGE_LOCALES, type Language } from './languages.ts'

export function currentLanguage(): Language {
  return i18n.language === 'es' ? 'es' : 'en'
}

/** The Intl locale of the current language ('en-US', 'es-US'). */
export function currentLocale(): string {
  return LANGUAGE_LOCALES[currentLanguage()]
}

/** Switches the page to `language` once its catalogs are in; of overlapping switches the last one wins. */
export async function setLanguage(language: Language): Promise<void> {
  setTargetLanguage(language)
  try {
    await loadCatalogs(language)
  } catch (e) {
    // the page stays in its language: packages registered from now on follow that one
    if (targetLanguage() === language) setTargetLanguage(currentLanguage())
    throw e
  }
  if (targetLanguage() !== language) return
  if (i18n.language !== language) await i18n.changeLanguage(language)
  if (typeof document !== 'undefined') document.documentElement.lang = language
}
