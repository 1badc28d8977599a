// A video visit's page (/console/calendar/video/<calendarEventId>), opened by the event's Start
// video: POST /start-meeting-for-event starts the event's meeting (or, once it is live, joins the
// running one: the call is idempotent), then @care/video's call screen joins it. The meeting's
// creator hosts it ('End meeting'); the tiles carry the attendees' names.
import { useEffect, useMemo, useState } from 'react'
import { Alert, Box, Button, Typography } from '@mui/material'
import { useCareClient, useCollection, useRecord, useRecordsById, useSession } from '@care/sdk/react'
import { LoadingState } from '@care/ui'
import { VideoCall, type UseVideoCallOptions } from '@care/video'
import { formatSpan, personName } from './records.ts'
import { texts } from './texts.ts'

const t = texts.video

export function VideoVisit({ calendarEventId, back, media }: { calendarEventId: string; back: () => void; media?: UseVideoCallOptions }) {
  const client = useCareClient()
  const me = useSession().user?.id
  const { record } = useRecord('calendar_events', calendarEventId)
  const users = useCollection('users')
  const patients = useRecordsById('endusers', (record?.attendees ?? []).filter((a) => a.type === 'enduser').map((a) => a.id))
  const [call, setCall] = useState<{ meetingId: string; isHost: boolean }>()
  const [failed, setFailed] = useState<string>()
  const [ended, setEnded] = useState(false)

  useEffect(() => {
    let current = true
    void (async () => {
      const started = await client.api.startMeetingForEvent({ calendarEventId })
      // the host is the meeting's creator: whoever started it (someone else, when it was running already)
      const meeting = await client.collections.meetings.getOne(started.id).catch(() => undefined)
      if (current) setCall({ meetingId: started.id, isHost: meeting?.creator === me })
    })().catch((e: unknown) => current && setFailed(e instanceof Error ? e.message : String(e)))
    return () => {
      current = false
    }
  }, [client, calendarEventId, me])

  const names = useMemo(() => {
    const byKey: Record<string, string> = {}
    for (const u of users.records) byKey[`user:${u.id}`] = personName(u)
    for (const [id, p] of patients) byKey[`enduser:${id}`] = personName(p)
    return byKey
  }, [users.records, patients])

  let body
  if (failed) body = <Alert severity="error">{failed}</Alert>
  else if (ended) body = <Alert severity="info">{t.ended}</Alert>
  else if (!call) body = <LoadingState label={t.opening} />
  else body = <VideoCall meetingId={call.meetingId} isHost={call.isHost} names={names} onLeave={back} onEnded={() => setEnded(true)} {...(media ? { media } : {})} />
  return (
    <Box>
      <Button onClick={back} sx={{ mb: 1 }}>
        {t.back}
      </Button>
      <Typography variant="h5" component="h1">
        {t.heading}
      </Typography>
      {record && (
        <Typography sx={{ mt: 1, mb: 2 }}>
          {record.title} — {formatSpan(record)}
        </Typography>
      )}
      {body}
    </Box>
  )
}
