// 'Language' (issue #27): English or Español. A choice is saved to the patient's profile as
// `language` { displayName, iso6391 } (spec 1 §3) with the same PATCH /v1/enduser/:id as the profile,
// and the whole portal switches at once (the shell then keeps it: it follows `language.iso6391`).
import { useState } from 'react'
import { Alert, Stack } from '@care/ui/mui'
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material'
import { useCareClient } from '@care/sdk/react'
import { keepAccountCurrent, type SessionEnduser } from '@care/sdk'
import { LANGUAGES, LANGUAGE_NAMES, setLanguage, supportedLanguage, useLanguage, type Language } from '@care/ui/i18n'
import { texts } from './texts.ts'

export function LanguageSection({ enduserId }: { enduserId: string }) {
  const client = useCareClient()
  const current = useLanguage()
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string>()

  async function choose(value: string) {
    const language = supportedLanguage(value) as Language
    setSaving(true)
    setError(undefined)
    try {
      const updates = { language: { displayName: LANGUAGE_NAMES[language], iso6391: language } }
      const record = await client.call<SessionEnduser>('PATCH', `/enduser/${encodeURIComponent(enduserId)}`, { updates })
      keepAccountCurrent(client, record)
      await setLanguage(language)
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : texts.languageFailed)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Stack spacing={1}>
      <FormControl disabled={saving}>
        <FormLabel id="portal-language-label">{texts.language}</FormLabel>
        <RadioGroup row aria-labelledby="portal-language-label" value={current} onChange={(e) => void choose(e.target.value)}>
          {LANGUAGES.map((lang) => (
            <FormControlLabel key={lang} value={lang} control={<Radio />} label={<span lang={lang}>{LANGUAGE_NAMES[lang]}</span>} />
          ))}
        </RadioGroup>
      </FormControl>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  )
}
