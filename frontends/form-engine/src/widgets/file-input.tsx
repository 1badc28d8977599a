// file (one file, an image previewed) and files (several, listed with a remove action each; the
// list at most 250px high). Files are only chosen here; they are uploaded on submit.
import { useEffect, useRef, useState, type DragEvent } from 'react'
import { Box, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material'
import { UploadFileIcon, ClearIcon } from '@care/ui/icons.tsx'
import type { FileValue } from '@care/contracts/forms/index'
import { formTexts } from '../texts.ts'
import type { WidgetProps } from './common.tsx'

export const FILE_LIST_MAX_HEIGHT = '250px'

/** validFileTypes ('Image', 'PDF', 'Video') as an accept attribute for the picker. */
export function acceptFor(validFileTypes: string[] | undefined): string | undefined {
  if (!validFileTypes?.length) return undefined
  const known: Record<string, string> = { image: 'image/*', video: 'video/*', audio: 'audio/*', pdf: 'application/pdf,.pdf' }
  return validFileTypes.map((t) => known[t.toLowerCase()] ?? `.${t.toLowerCase()}`).join(',')
}

function DropZone({ multiple, accept, onFiles, describedBy, titleId, fieldId, selectedName }: {
  multiple: boolean
  accept?: string
  onFiles: (files: File[]) => void
  describedBy?: string
  titleId: string
  fieldId: string
  selectedName?: string
}) {
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const text = dragging ? formTexts.dropToSelectFile : selectedName ? formTexts.fileSelected(selectedName) : multiple ? formTexts.selectFiles : formTexts.selectFile
  const take = (list: FileList | null | undefined) => {
    const files = [...(list ?? [])]
    if (files.length) onFiles(multiple ? files : files.slice(0, 1))
  }
  return (
    <Box
      role="button"
      tabIndex={0}
      aria-labelledby={`${titleId} ${fieldId}-drop-text`}
      aria-describedby={describedBy}
      data-field-input={fieldId}
      onClick={() => input.current?.click()}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault()
          e.stopPropagation()
          input.current?.click()
        }
      }}
      onDragOver={(e) => {
        e.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e: DragEvent) => {
        e.preventDefault()
        setDragging(false)
        take(e.dataTransfer?.files)
      }}
      sx={{
        border: 2, borderStyle: 'dashed', borderColor: dragging ? 'primary.main' : 'divider', borderRadius: 2, p: 3,
        display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, cursor: 'pointer', outline: 'none',
        '&:focus-visible': { borderColor: 'primary.main', boxShadow: 2 },
      }}
    >
      <UploadFileIcon color={dragging ? 'primary' : 'action'} />
      <Typography id={`${fieldId}-drop-text`} aria-live="polite">
        {text}
      </Typography>
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={accept}
        data-testid={`file-input-${fieldId}`}
        onClick={(e) => e.stopPropagation()}
        onChange={(e) => {
          take(e.target.files)
          e.target.value = ''
        }}
      />
    </Box>
  )
}

function ImagePreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    if (!file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return
    const made = URL.createObjectURL(file)
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [file])
  return url ? <Box component="img" src={url} alt={file.name} sx={{ maxWidth: '100%', maxHeight: 240, mt: 2, borderRadius: 1 }} /> : null
}

export interface FileWidgetProps extends WidgetProps<'file' | 'files'> {
  pending: File[]
  onFiles: (files: File[]) => void
}

export function FileWidget({ field, value, onChange, pending, onFiles, titleId, describedBy, onBlur }: FileWidgetProps) {
  const multiple = field.type === 'files'
  const uploaded: FileValue[] = multiple ? ((value as FileValue[] | undefined) ?? []) : value ? [value as FileValue] : []
  const accept = acceptFor(field.options?.validFileTypes)
  const choose = (files: File[]) => {
    onFiles(multiple ? [...pending, ...files] : files)
    if (!multiple) onChange(undefined) // a new choice replaces an earlier upload
    onBlur()
  }
  if (!multiple) {
    const chosen = pending[0]
    return (
      <Box>
        <DropZone multiple={false} accept={accept} onFiles={choose} titleId={titleId} describedBy={describedBy} fieldId={field.id} selectedName={chosen?.name ?? uploaded[0]?.name} />
        {chosen && <ImagePreview file={chosen} />}
      </Box>
    )
  }
  const rows = [
    ...uploaded.map((f, i) => ({ name: f.name, remove: () => onChange(uploaded.filter((_, j) => j !== i)) })),
    ...pending.map((f, i) => ({ name: f.name, remove: () => onFiles(pending.filter((_, j) => j !== i)) })),
  ]
  return (
    <Box>
      <DropZone multiple accept={accept} onFiles={choose} titleId={titleId} describedBy={describedBy} fieldId={field.id} />
      {rows.length > 0 && (
        <List dense aria-label={field.title} sx={{ maxHeight: FILE_LIST_MAX_HEIGHT, overflowY: 'auto' }} data-testid="file-list">
          {rows.map((row, i) => (
            <ListItem
              key={`${row.name}-${i}`}
              secondaryAction={
                <IconButton edge="end" aria-label={formTexts.removeFile(row.name)} onClick={row.remove}>
                  <ClearIcon />
                </IconButton>
              }
            >
              <ListItemText primary={row.name} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  )
}
