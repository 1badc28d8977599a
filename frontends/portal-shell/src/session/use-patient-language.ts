// The portal's language (issue #27): the signed-in patient's `language.iso6391` (spec 1 §3), else the
// browser's languages, else English. Applied once before the first screen (bootstrap.tsx, from the
// stored profile), then again whenever the profile's language changes (a switch in Settings, a fresh
// profile from the server); re-renders the shell when it changes.
import { useEffect } from 'react'
import { pickLanguage, setLanguage, useLanguage, type Language } from '@care/ui/i18n'

/** The `language.iso6391` of a patient's profile, if it has one. */
export function iso6391Of(enduser: { language?: unknown } | undefined): unknown {
  const language = enduser?.language
  return language && typeof language === 'object' ? (language as { iso6391?: unknown }).iso6391 : undefined
}

/**
 * Switches the page to the patient's language (or the browser's). Never rejects: a catalog that
 * cannot be fetched leaves the page in English rather than keeping the portal from starting.
 */
export function applyPatientLanguage(iso6391: unknown): Promise<void> {
  const language = pickLanguage(iso6391, typeof navigator === 'undefined' ? [] : navigator.languages)
  return setLanguage(language).catch((e) => console.warn(`the portal could not switch to '${language}'`, e))
}

export function usePatientLanguage(iso6391: unknown): Language {
  useEffect(() => {
    void applyPatientLanguage(iso6391)
  }, [iso6391])
  return useLanguage()
}
