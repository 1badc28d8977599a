// Database Select: choices from a database, loaded page by page (500 at a time) through the host's
// loadChoices(fieldId, lastId); 'Load more' asks for the next page while pages come back full. A page
// that failed (offline) is asked again with 'Try again' or when the browser is back online. With
// options.databaseFilter { fieldId, databaseLabel } only the records whose value under that label
// matches the answer to that other question are offered (the SDK's call takes no filter: it is
// applied to the loaded choices, as the public client does).
import { useCallback, useEffect, useState } from 'react'
import { Alert, Autocomplete, Box, Button, TextField, type AutocompleteRenderInputParams } from '@mui/material'
import type { DatabaseSelectValue } from '@care/contracts/forms/index'
import { formTexts } from '../texts.ts'
import type { DatabaseChoice, LoadChoices } from '../types.ts'
import type { WidgetProps } from './common.tsx'

export const DATABASE_PAGE_SIZE = 500

export interface DatabaseSelectWidgetProps extends WidgetProps<'Database Select'> {
  loadChoices?: LoadChoices
  /** the answer to options.databaseFilter.fieldId, when the field has a filter */
  filterAnswer?: unknown
}

const words = (v: unknown): string[] =>
  v === undefined || v === null ? [] : Array.isArray(v) ? v.flatMap(words) : typeof v === 'object' ? words((v as { text?: unknown }).text) : [String(v).trim().toLowerCase()]

/** The choices a databaseFilter leaves: the record's value under `label` shares a word-for-word value with the answer. */
export function filterChoices(choices: readonly DatabaseChoice[], label: string | undefined, answer: unknown): DatabaseChoice[] {
  if (!label) return [...choices]
  const wanted = new Set(words(answer).filter(Boolean))
  if (!wanted.size) return []
  return choices.filter((c) => words(c.filterValues?.[label]).some((w) => wanted.has(w)))
}

/** What is stored in the answer: the choice without the values used for filtering. */
const stored = ({ filterValues: _, ...choice }: DatabaseChoice): DatabaseSelectValue => choice

export function DatabaseSelectWidget({ field, value = [], onChange, onBlur, loadChoices, filterAnswer, titleId, describedBy, invalid }: DatabaseSelectWidgetProps) {
  const [loaded, setLoaded] = useState<DatabaseChoice[]>([])
  const [more, setMore] = useState(false)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState<string>()
  // the page that failed, asked again with 'Try again' or as soon as the browser is back online
  const [failed, setFailed] = useState<{ lastId?: string }>()

  const load = useCallback(
    async (lastId?: string) => {
      if (!loadChoices) return
      setLoading(true)
      setError(undefined)
      setFailed(undefined)
      try {
        const page = await loadChoices(field.id, lastId)
        setLoaded((c) => (lastId ? [...c, ...page] : page))
        setMore(page.length >= DATABASE_PAGE_SIZE)
      } catch (e) {
        setError((e as { message?: string })?.message ?? formTexts.noChoices)
        setFailed({ lastId })
      } finally {
        setLoading(false)
      }
    },
    [field.id, loadChoices],
  )
  useEffect(() => {
    void load()
  }, [load])
  useEffect(() => {
    if (!failed) return
    const retry = () => void load(failed.lastId)
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [failed, load])

  const filter = field.options?.databaseFilter
  const choices = filter?.fieldId ? filterChoices(loaded, filter.databaseLabel, filterAnswer) : loaded
  const multiple = !field.options?.radio
  const key = (c: DatabaseSelectValue) => c.recordId ?? c.text
  const common = {
    options: choices,
    loading,
    getOptionLabel: (c: DatabaseSelectValue | string) => (typeof c === 'string' ? c : c.text),
    isOptionEqualToValue: (a: DatabaseSelectValue, b: DatabaseSelectValue) => key(a) === key(b),
    noOptionsText: formTexts.noChoices,
    onBlur,
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField {...params} error={invalid} inputProps={{ ...params.inputProps, 'aria-labelledby': titleId, 'aria-describedby': describedBy, 'data-field-input': field.id }} />
    ),
  }
  return (
    <Box>
      {multiple ? (
        <Autocomplete multiple {...common} value={value} onChange={(_, v) => onChange(v.map(stored))} />
      ) : (
        <Autocomplete {...common} value={value[0] ?? null} onChange={(_, v) => onChange(v ? [stored(v)] : [])} />
      )}
      {more && (
        <Button size="small" sx={{ mt: 1 }} disabled={loading} onClick={() => void load(loaded.at(-1)?.recordId)}>
          {formTexts.loadMore}
        </Button>
      )}
      {error && (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={failed && (
            <Button color="inherit" size="small" disabled={loading} onClick={() => void load(failed.lastId)}>
              {formTexts.tryAgain}
            </Button>
          )}
        >
          {error}
        </Alert>
      )}
    </Box>
  )
}
