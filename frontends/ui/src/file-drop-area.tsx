import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react'
import { Box, Typography } from '@care/ui/mui'
import { UploadFileIcon } from './icons.tsx'
import { texts } from './texts.ts'

export interface FileDropAreaProps {
  onFile: (file: File) => void
  /** As the file input's accept attribute, e.g. 'image/*,application/pdf'. */
  accept?: string
  disabled?: boolean
  /** Accessible name; by default the visible text (the spec's labels), so that both always agree. */
  label?: string
}

/** spec 1 §2: 'Select a File', 'Drop to select file' while dragging, '{file name} selected!' after. */
export function FileDropArea({ onFile, accept, disabled = false, label }: FileDropAreaProps) {
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const [selected, setSelected] = useState<string | undefined>()

  function choose(file: File | undefined) {
    if (!file || disabled) return
    setSelected(file.name)
    onFile(file)
  }

  function openPicker() {
    if (!disabled) input.current?.click()
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      openPicker()
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault()
    setDragging(false)
    choose(event.dataTransfer?.files?.[0])
  }

  const text = dragging ? texts.dropToSelectFile : selected ? texts.fileSelected(selected) : texts.selectFile

  return (
    <Box
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-label={label ?? text}
      aria-disabled={disabled || undefined}
      onClick={openPicker}
      onKeyDown={onKeyDown}
      onDragOver={(event) => {
        event.preventDefault()
        if (!disabled) setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        cursor: disabled ? 'default' : 'pointer',
        opacity: disabled ? 0.6 : 1,
        outline: 'none',
        '&:focus-visible': { borderColor: 'primary.main', boxShadow: 2 },
      }}
    >
      <UploadFileIcon color={dragging ? 'primary' : 'action'} />
      <Typography aria-live="polite">{text}</Typography>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        disabled={disabled}
        data-testid="file-drop-input"
        // The picker's own click must not bubble back into openPicker.
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          choose(event.target.files?.[0])
          // Let the same file be chosen again after a failed upload.
          event.target.value = ''
        }}
      />
    </Box>
  )
}
