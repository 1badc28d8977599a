// The portal's video page (spec 2 §2.13, §4): /video-call?calendarEventId=… or ?meetingId=…. The
// waiting room reloads the event (or meeting) every 2.5 s and says 'Waiting for the host to start
// the meeting', 'This meeting has been ended by the host' or 'This event no longer exists'; once the
// host has started it the patient joins (join-meeting-for-event, or attendee-info for a meeting
// id). In the call, leaving returns home; the host ending it shows the ended text; leaving the
// route (unmounting) leaves the meeting.
import { useState } from 'react'
import { Alert, Box, Button, Container, Stack, Typography } from '@mui/material'
import { useCareClient } from '@care/sdk/react'
import { useLanguage } from '@care/ui/i18n'
import { LoadingState } from '@care/ui'
import { useMeetingStatus, VideoCall, videoTexts as texts, type UseVideoCallOptions } from '@care/video'

/** spec 2 §2.13: logged when the caller's attendance cannot be found */
export const MISSING_ATTENDEE_LOG = 'Could not find attendee info for joining meeting and failed to join'

export interface VideoPageProps {
  search: string
  navigate: (url: string) => void
  media?: UseVideoCallOptions
}

export function VideoPage({ search, navigate, media }: VideoPageProps) {
  useLanguage()
  const client = useCareClient()
  const query = new URLSearchParams(search)
  const calendarEventId = query.get('calendarEventId') ?? undefined
  const meetingIdParam = query.get('meetingId') ?? undefined
  const [inCall, setInCall] = useState<string>()
  const [joining, setJoining] = useState(false)
  const [joinError, setJoinError] = useState('')
  const status = useMeetingStatus(calendarEventId ? { calendarEventId } : { meetingId: meetingIdParam })
  const hasTarget = Boolean(calendarEventId || meetingIdParam)

  const join = async (meetingId: string) => {
    setJoining(true)
    setJoinError('')
    try {
      if (calendarEventId) {
        const joined = await client.call<{ id: string }>('POST', '/join-meeting-for-event', { calendarEventId })
        setInCall(joined.id)
      } else {
        await client.call('GET', '/attendee-info', { id: meetingId })
        setInCall(meetingId)
      }
    } catch (e) {
      console.error(MISSING_ATTENDEE_LOG, e)
      setJoinError(texts.joinFailed)
    } finally {
      setJoining(false)
    }
  }

  let body
  if (!hasTarget || status.status === 'gone') body = <Typography role="status">{texts.eventGone}</Typography>
  else if (status.status === 'ended') body = <Typography role="status">{texts.endedByHost}</Typography>
  else if (inCall) body = <VideoCall meetingId={inCall} onLeave={() => navigate('/home')} {...(media ? { media } : {})} />
  else if (status.status === 'loading') body = <LoadingState />
  else if (status.status === 'error') body = <Alert severity="error">{status.message}</Alert>
  else if (status.status !== 'live') body = <Typography role="status">{texts.waitingForHost}</Typography>
  else {
    const { meetingId } = status
    body = (
      <Stack spacing={2} alignItems="flex-start">
        {joinError && <Alert severity="error">{joinError}</Alert>}
        <Button variant="contained" onClick={() => void join(meetingId)} disabled={joining}>{texts.join}</Button>
      </Stack>
    )
  }

  return (
    <Container maxWidth="md" sx={{ py: 3, px: { xs: 1, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>{texts.videoCall}</Typography>
      <Box>{body}</Box>
    </Container>
  )
}
