// The languages the portal speaks and how one is chosen: the patient's `language.iso6391` (spec 1
// §3), then the browser's languages, then English.
export const LANGUAGES = ['en', 'es'] as const
export type Language = (typeof LANGUAGES)[number]

/** Each language in its own words, as the language switch lists it (and `language.displayName`). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' }

/** The Intl locale used to format dates, times and numbers in each language. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' }

/** 'es-MX' → 'es'; undefined when the portal has no catalog for it. */
export function supportedLanguage(tag: unknown): Language | undefined {
  if (typeof tag !== 'string') return undefined
  const base = tag.trim().toLowerCase().split(/[-_]/)[0]
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : undefined
}

export function pickLanguage(patientIso6391: unknown, browserLanguages: readonly string[] = []): Language {
  const patient = supportedLanguage(patientIso6391)
  if (patient) return patient
  for (const tag of browserLanguages) {
    const lang = supportedLanguage(tag)
    if (lang) return lang
  }
  return 'en'
}
