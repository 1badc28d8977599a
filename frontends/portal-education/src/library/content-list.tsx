// One list of items under its heading (a category, 'Other Content', 'Your Content' or 'Search
// Results'). Each item is a link to /content/{id} (keyboard, screen reader, a modified click opens a
// tab), its title cut at 55 characters below 600 px and at 100 otherwise (spec 2 §2.6, §9), the
// whole title kept as a tooltip.
import { useId } from 'react'
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper, Typography, createSvgIcon, useMediaQuery } from '@care/ui/mui'
import { EmptyState } from '@care/ui'
import { texts } from '../texts.ts'
import { contentTitle, MOBILE_BREAKPOINT_PX } from '../content-rules.ts'
import type { ContentLike } from '../content-types.ts'
import { inAppLink } from '@care/remote/url'

const ArticleIcon = createSvgIcon(<path d="M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-5 14H7v-2h7zm3-4H7v-2h10zm0-4H7V7h10z" />, 'Article')
const PdfIcon = createSvgIcon(<path d="M20 2H8c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m-8.5 7.5c0 .83-.67 1.5-1.5 1.5H9v2H7.5V7H10c.83 0 1.5.67 1.5 1.5zm5 2c0 .83-.67 1.5-1.5 1.5h-2.5V7H15c.83 0 1.5.67 1.5 1.5zm4-3H19v1h1.5V11H19v2h-1.5V7h3zM9 9.5h1v-1H9zM4 6H2v14c0 1.1.9 2 2 2h14v-2H4zm10 5.5h1v-3h-1z" />, 'PictureAsPdf')
const VideoIcon = createSvgIcon(<path d="M18 4l2 4h-3l-2-4h-2l2 4h-3l-2-4H8l2 4H7L5 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V4z" />, 'Movie')

const ICONS: Record<string, JSX.Element> = { Article: <ArticleIcon />, PDF: <PdfIcon />, Video: <VideoIcon /> }
const typeLabel = (type: string | undefined) => (type === 'Article' || type === 'PDF' || type === 'Video' ? texts.types[type] : undefined)

export const contentRowId = (id: string) => `education-item-${id}`

export function ContentList({ heading, items, onOpen, empty }: { heading: string; items: readonly ContentLike[]; onOpen: (id: string) => void; empty?: string }) {
  const headingId = useId()
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 0.05}px)`, { noSsr: true })
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id={headingId} variant="h6" component="h2">{heading}</Typography>
      {items.length === 0 && empty && <EmptyState text={empty} />}
      {items.length > 0 && <List aria-labelledby={headingId} disablePadding>
        {items.map((item) => {
          const title = item.title ?? ''
          const shown = contentTitle(title, mobile)
          return (
            <ListItem key={item.id} disablePadding>
              <ListItemButton
                id={contentRowId(item.id)}
                component="a"
                {...inAppLink(`/content/${item.id}`, () => onOpen(item.id))}
                title={shown === title ? undefined : title}
                sx={{ borderRadius: 1, gap: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>{ICONS[item.type ?? ''] ?? ICONS.Article}</ListItemIcon>
                <ListItemText primary={shown} secondary={typeLabel(item.type)} primaryTypographyProps={{ sx: { overflowWrap: 'anywhere' } }} />
              </ListItemButton>
            </ListItem>
          )
        })}
      </List>}
    </Paper>
  )
}
