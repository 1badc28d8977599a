// The portal's language (issue #27): the signed-in patient's `language.iso6391` (spec 1 §3), else the
// browser's languages, else English. Re-renders the shell when it changes (a switch in Settings too).
import { useEffect } from 'react'
import { pickLanguage, setLanguage, useLanguage, type Language } from '@care/ui/i18n'

export function usePatientLanguage(iso6391: unknown): Language {
  useEffect(() => {
    void setLanguage(pickLanguage(iso6391, typeof navigator === 'undefined' ? [] : navigator.languages))
  }, [iso6391])
  return useLanguage()
}
