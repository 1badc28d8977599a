// Home's banners (spec 2 §2.5): outstanding forms (to Documents) and unread messages (to
// Communications), shown only when there are some. Their services may not be deployed yet: a
// failed load shows no banner (logged only, spec 2 §8).
import { Alert, Stack } from '@care/ui/mui'
import { useCollection } from '@care/sdk/react'
import { outstandingFormCount, unreadMessageCount, type ChatRoomLike, type FormResponseLike } from './data/counts.ts'
import { texts } from './texts.ts'

export function Banners({ enduserId, navigate }: { enduserId: string; navigate: (url: string) => void }) {
  const forms = useCollection<FormResponseLike & { id: string }>('form_responses', { filter: { enduserId } })
  const rooms = useCollection<ChatRoomLike & { id: string }>('chat_rooms')
  const formCount = forms.state === 'Loaded' ? outstandingFormCount(forms.records, enduserId) : 0
  const unread = rooms.state === 'Loaded' ? unreadMessageCount(rooms.records, enduserId) : 0
  if (!formCount && !unread) return null
  return (
    <Stack spacing={1}>
      {formCount > 0 && (
        <Alert severity="warning" onClick={() => navigate('/documents')} sx={{ cursor: 'pointer' }} role="link" aria-label={texts.outstandingForms(formCount)}>
          {texts.outstandingForms(formCount)}
        </Alert>
      )}
      {unread > 0 && (
        <Alert severity="info" onClick={() => navigate('/communications')} sx={{ cursor: 'pointer' }} role="link" aria-label={texts.unreadMessages(unread)}>
          {texts.unreadMessages(unread)}
        </Alert>
      )}
    </Stack>
  )
}
