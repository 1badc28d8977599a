// Home's banners (spec 2 §2.5): 'You have N outstanding form(s) - click here to view' (to
// Documents, where 'Outstanding Forms' lists them) and unread messages (to Communications), shown
// only when there are some. Each is a real link (keyboard, screen readers, open in a new tab). The
// forms count reads the same cached form_responses query as Documents, so a form submitted in this
// tab leaves the count at once; the unread count reads the same cached chat_rooms as Communications,
// so a room read there (or a message arriving live) changes it at once. Their services may not be
// deployed yet: a failed load shows no banner (logged only, spec 2 §8).
import type { MouseEvent } from 'react'
import { isPlainClick } from '@care/remote/url'
import { Alert, Box, Stack } from '@care/ui/mui'
import { useCollection } from '@care/sdk/react'
import { outstandingFormCount, unreadMessageCount } from './data/counts.ts'
import { texts } from './texts.ts'

function BannerLink({ href, text, severity, navigate }: { href: string; text: string; severity: 'warning' | 'info'; navigate: (url: string) => void }) {
  const onClick = (e: MouseEvent) => {
    // a plain click stays in the page; modified clicks open a tab as links do
    if (!isPlainClick(e)) return
    e.preventDefault()
    navigate(href)
  }
  return (
    <Box
      component="a"
      href={href}
      onClick={onClick}
      sx={{ display: 'block', borderRadius: 1, color: 'inherit', textDecoration: 'none', '&:hover, &:focus-visible': { textDecoration: 'underline' }, '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineOffset: 2 } }}
    >
      {/* the banner's look; the link around it is what a keyboard or screen reader reaches */}
      <Alert severity={severity} role="none" sx={{ cursor: 'pointer' }}>{text}</Alert>
    </Box>
  )
}

export function Banners({ enduserId, navigate }: { enduserId: string; navigate: (url: string) => void }) {
  const forms = useCollection('form_responses', { filter: { enduserId } })
  const rooms = useCollection('chat_rooms')
  const formCount = forms.state === 'Loaded' ? outstandingFormCount(forms.records, enduserId) : 0
  const unread = rooms.state === 'Loaded' ? unreadMessageCount(rooms.records, enduserId) : 0
  if (!formCount && !unread) return null
  return (
    <Stack spacing={1}>
      {formCount > 0 && <BannerLink href="/documents" text={texts.outstandingForms(formCount)} severity="warning" navigate={navigate} />}
      {unread > 0 && <BannerLink href="/communications" text={texts.unreadMessages(unread)} severity="info" navigate={navigate} />}
    </Stack>
  )
}
