import { useEffect, useRef, useState } from 'react'
import { IconButton } from '@care/ui/mui'
import { InputAdornment, TextField } from '@mui/material'
import { ClearIcon, SearchIcon } from './icons.tsx'
import { texts } from './texts.ts'

export interface SearchBoxProps {
  value?: string
  onChange: (text: string) => void
  /** Accessible name of the box; the visible placeholder is always 'Search...'. */
  label?: string
  /** Delay before onChange (spec 3 §9: 150 ms for API search, 50 ms for a local filter); 0 = at once. */
  debounceMs?: number
  autoFocus?: boolean
  fullWidth?: boolean
}

export function SearchBox({ value = '', onChange, label = 'Search', debounceMs = 0, autoFocus, fullWidth }: SearchBoxProps) {
  const [text, setText] = useState(value)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const reported = useRef(value)
  const latestOnChange = useRef(onChange)
  latestOnChange.current = onChange

  // The parent may reset the search (e.g. switching lists): follow it. Its echo of what this box
  // reported must not overwrite what was typed meanwhile, while the debounce was running.
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value
      setText(value)
    }
  }, [value])
  useEffect(() => () => clearTimeout(timer.current), [])

  function report(next: string) {
    reported.current = next
    latestOnChange.current(next)
  }

  function change(next: string, immediately = false) {
    setText(next)
    clearTimeout(timer.current)
    if (immediately || debounceMs <= 0) report(next)
    else timer.current = setTimeout(() => report(next), debounceMs)
  }

  return (
    <TextField
      type="search"
      size="small"
      placeholder={texts.searchPlaceholder}
      value={text}
      autoFocus={autoFocus}
      fullWidth={fullWidth}
      onChange={(event) => change(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && text) {
          event.stopPropagation()
          change('', true)
        }
      }}
      sx={{ minWidth: 125 }}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton size="small" aria-label="Clear search" onClick={() => change('', true)}>
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  )
}
