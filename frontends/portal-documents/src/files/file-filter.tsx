// The file list's filter dropdown (spec 2 §2.8): All Files, Shared Files, Your Uploaded Files. A
// native select: the phone's own picker on mobile, and far lighter than MUI's Select and its menu.
import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material'
import { texts } from '../texts.ts'
import { FILE_FILTERS, isFileFilter, type FileFilter } from './file-rules.ts'

export function FileFilterSelect({ value, onChange }: { value: FileFilter; onChange: (f: FileFilter) => void }) {
  return (
    <FormControl size="small" sx={{ minWidth: 200 }}>
      <InputLabel htmlFor="documents-file-filter" shrink>{texts.filterLabel}</InputLabel>
      <NativeSelect
        value={value}
        onChange={(e) => isFileFilter(e.target.value) && onChange(e.target.value)}
        input={<OutlinedInput label={texts.filterLabel} notched id="documents-file-filter" />}
      >
        {FILE_FILTERS.map((f) => (
          <option key={f} value={f}>{texts.filters[f]}</option>
        ))}
      </NativeSelect>
    </FormControl>
  )
}
