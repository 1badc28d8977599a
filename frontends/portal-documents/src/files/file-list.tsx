// The files of the current filter, a page at a time: name, date, size and whether the care team
// shared it or the patient uploaded it. Each row opens the in-page viewer.
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@care/ui/mui'
import { texts } from '../texts.ts'
import { GenericFileIcon, ImageFileIcon, PdfFileIcon } from './file-icons.tsx'
import { formatDate, formatSize, previewOf, uploadedBy, type FileLike } from './file-rules.ts'

const icons = { image: ImageFileIcon, pdf: PdfFileIcon, download: GenericFileIcon }

export const fileRowId = (id: string) => `documents-file-${id}`

export function FileList({ files, enduserId, onOpen }: { files: readonly FileLike[]; enduserId: string; onOpen: (id: string) => void }) {
  return (
    <List aria-label={texts.sharedFiles} disablePadding>
      {files.map((f, i) => {
        const Icon = icons[previewOf(f)]
        const details = [uploadedBy(f, enduserId) ? texts.uploadedByYou : texts.sharedByCareTeam, formatDate(f), formatSize(f.size)].filter(Boolean).join(' · ')
        return (
          <ListItem key={f.id} disablePadding divider={i < files.length - 1}>
            <ListItemButton id={fileRowId(f.id)} onClick={() => onOpen(f.id)} sx={{ px: 1 }}>
              <ListItemIcon sx={{ minWidth: 40 }}><Icon color="action" /></ListItemIcon>
              <ListItemText primary={f.name || f.id} secondary={details} primaryTypographyProps={{ sx: { overflowWrap: 'anywhere' } }} />
            </ListItemButton>
          </ListItem>
        )
      })}
    </List>
  )
}
