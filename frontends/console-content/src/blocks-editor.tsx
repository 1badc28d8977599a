// An article's blocks (spec 1 §2: h1, h2, html, image, youtube, iframe, pdf): each edited in
// place, moved up or down, removed; new ones added at the end. Images and PDFs take a URL or an
// uploaded file (its secureName, which the portal turns into a link).
import { useState } from 'react'
import { Alert, Box, Button, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material'
import { useCareClient } from '@care/sdk/react'
import { DownIcon, UpIcon } from '@care/ui'
import { BLOCK_KINDS, moved, newBlock, type BlockKind, type ContentBlock } from './records.ts'
import { RichText } from './rich-text.tsx'
import { texts } from './texts.ts'
import { uploadContentFile } from './upload.ts'

const t = texts.blocks

function FileUpload({ accept, label, onUploaded }: { accept: string; label: string; onUploaded: (secureName: string, name: string) => void }) {
  const client = useCareClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  return (
    <Box>
      <Button component="label" size="small" variant="outlined" disabled={busy}>
        {busy ? texts.editor.uploading : label}
        <input
          hidden
          type="file"
          accept={accept}
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (!file) return
            setBusy(true)
            setError('')
            uploadContentFile(client, file).then(
              (u) => onUploaded(u.secureName, u.name),
              (err: Error) => setError(err.message),
            ).finally(() => setBusy(false))
          }}
        />
      </Button>
      {error && (
        <Alert severity="error" sx={{ mt: 0.5 }}>
          {error}
        </Alert>
      )}
    </Box>
  )
}

function BlockFields({ block, n, onChange }: { block: ContentBlock; n: number; onChange: (b: ContentBlock) => void }) {
  const id = `block-${n}`
  switch (block.type) {
    case 'h1':
    case 'h2':
      return <TextField id={`${id}-text`} fullWidth size="small" label={t.text} value={block.info.text} onChange={(e) => onChange({ ...block, info: { ...block.info, text: e.target.value } })} slotProps={{ htmlInput: { maxLength: 5000 } }} />
    case 'html':
      return <RichText label={t.editorLabel(n)} html={block.info.html} onChange={(html) => onChange({ ...block, info: { ...block.info, html } })} />
    case 'image':
    case 'youtube':
    case 'iframe':
    case 'pdf': {
      const upload = block.type === 'image' || block.type === 'pdf'
      return (
        <Stack spacing={1}>
          <TextField id={`${id}-link`} fullWidth size="small" label={t.link} value={block.info.link} onChange={(e) => onChange({ ...block, info: { ...block.info, link: e.target.value } })} slotProps={{ htmlInput: { maxLength: 5000 } }} />
          <TextField id={`${id}-name`} fullWidth size="small" label={t.name} value={block.info.name ?? ''} onChange={(e) => onChange({ ...block, info: { ...block.info, name: e.target.value || undefined } })} slotProps={{ htmlInput: { maxLength: 1000 } }} />
          {upload && <FileUpload accept={block.type === 'image' ? 'image/*' : 'application/pdf'} label={`${t.upload} ${t.kinds[block.type]!.toLowerCase()}`} onUploaded={(link, name) => onChange({ ...block, info: { ...block.info, link, name: block.info.name || name } })} />}
        </Stack>
      )
    }
    default:
      return null
  }
}

export function BlocksEditor({ blocks, onChange }: { blocks: readonly ContentBlock[]; onChange: (b: ContentBlock[]) => void }) {
  const [kind, setKind] = useState<BlockKind>('html')
  const set = (i: number, b: ContentBlock) => onChange(blocks.map((x, j) => (j === i ? b : x)))
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="blocks-heading">
      <Typography variant="h6" component="h2" id="blocks-heading">
        {texts.editor.blocks}
      </Typography>
      {!blocks.length && <Typography color="text.secondary">{texts.editor.noBlocks}</Typography>}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {blocks.map((block, i) => {
          const n = i + 1
          const kindLabel = t.kinds[block.type] ?? block.type
          return (
            <Paper component="li" variant="outlined" key={i} sx={{ p: 1.5 }} aria-label={t.label(n, kindLabel)} data-block-type={block.type}>
              <Stack direction="row" alignItems="center" spacing={0.5} sx={{ mb: 1 }}>
                <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
                  {t.label(n, kindLabel)}
                </Typography>
                <IconButton size="small" aria-label={t.moveUp(n)} disabled={i === 0} onClick={() => onChange(moved(blocks, i, i - 1))}>
                  <UpIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label={t.moveDown(n)} disabled={i === blocks.length - 1} onClick={() => onChange(moved(blocks, i, i + 1))}>
                  <DownIcon fontSize="small" />
                </IconButton>
                <Button size="small" color="error" aria-label={t.remove(n)} onClick={() => onChange(blocks.filter((_, j) => j !== i))}>
                  {t.removeText}
                </Button>
              </Stack>
              <BlockFields block={block} n={n} onChange={(b) => set(i, b)} />
            </Paper>
          )
        })}
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <TextField select size="small" label={texts.editor.blockKind} value={kind} onChange={(e) => setKind(e.target.value as BlockKind)} sx={{ minWidth: 180 }}>
          {BLOCK_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {t.kinds[k]}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => onChange([...blocks, newBlock(kind)])}>
          {texts.editor.addBlock}
        </Button>
      </Stack>
    </Stack>
  )
}
