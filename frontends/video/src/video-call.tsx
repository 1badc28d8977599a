// The call screen shared by the portal and the console: the attendees' video tiles (the caller's
// own muted, marked 'You'), and the controls — mute, camera, leave, and for the host 'End meeting'
// (POST /end-meeting). Unmounting leaves the call. Works at 360 px: tiles wrap, controls wrap.
import { useEffect, useRef, useState } from 'react'
import { Alert, Box, Button, Stack, Typography } from '@mui/material'
import { useCareClient } from '@care/sdk/react'
import { useLanguage } from '@care/ui/i18n'
import { videoTexts as texts } from './texts.ts'
import { useVideoCall, type UseVideoCallOptions } from './use-video-call.ts'

export interface VideoCallProps {
  meetingId: string
  /** the caller hosts the meeting: an 'End meeting' button ends it for everybody */
  isHost?: boolean
  /** after the caller left (Leave): e.g. go home */
  onLeave?: () => void
  /** after the host ended the meeting */
  onEnded?: () => void
  /** names to show for attendees by `<type>:<id>`; 'Participant' otherwise */
  names?: Record<string, string>
  media?: UseVideoCallOptions
}

function Tile({ stream, label, muted, testId }: { stream?: MediaStream; label: string; muted?: boolean; testId: string }) {
  const ref = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    if (ref.current && stream && ref.current.srcObject !== stream) ref.current.srcObject = stream
  }, [stream])
  return (
    <Box component="figure" sx={{ m: 0, flex: '1 1 260px', minWidth: 0, maxWidth: 640, position: 'relative', bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden', aspectRatio: '4 / 3' }}>
      <video ref={ref} data-testid={testId} autoPlay playsInline muted={muted} aria-label={label} style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      <Typography component="figcaption" variant="caption" sx={{ position: 'absolute', left: 8, bottom: 8, px: 1, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.7)', color: 'common.white' }}>
        {label}
      </Typography>
    </Box>
  )
}

export function VideoCall({ meetingId, isHost, onLeave, onEnded, names = {}, media }: VideoCallProps) {
  useLanguage()
  const client = useCareClient()
  const call = useVideoCall(meetingId, media)
  const [ending, setEnding] = useState(false)
  const [endError, setEndError] = useState('')

  const leave = () => {
    call.leave()
    onLeave?.()
  }
  const end = async () => {
    setEnding(true)
    setEndError('')
    try {
      await client.call('POST', '/end-meeting', { id: meetingId })
      call.leave()
      onEnded?.()
    } catch (e) {
      setEndError(e instanceof Error ? e.message : String(e))
    } finally {
      setEnding(false)
    }
  }

  return (
    <Stack spacing={2} component="section" aria-label={texts.videoCall}>
      {call.error === 'media' && <Alert severity="error">{texts.noCamera}</Alert>}
      {call.error && call.error !== 'media' && <Alert severity="error">{`${texts.joinFailed}: ${call.error}`}</Alert>}
      {endError && <Alert severity="error">{endError}</Alert>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Tile stream={call.local} label={texts.you} muted testId="local-video" />
        {call.peers.map((p) => (
          <Tile key={p.peerId} stream={p.stream} label={names[`${p.attendee.type}:${p.attendee.id}`] ?? texts.participant} testId="remote-video" />
        ))}
      </Box>
      <Typography role="status" variant="body2" color="text.secondary">
        {call.state === 'starting' || call.state === 'connecting' ? texts.connecting : call.state === 'joined' && !call.peers.length ? texts.waitingForOthers : ''}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={call.toggleMute} aria-pressed={call.muted} disabled={!call.local}>{call.muted ? texts.unmute : texts.mute}</Button>
        <Button variant="outlined" onClick={call.toggleCamera} aria-pressed={call.cameraOff} disabled={!call.local}>{call.cameraOff ? texts.cameraOn : texts.cameraOff}</Button>
        <Button variant="contained" color="inherit" onClick={leave}>{texts.leave}</Button>
        {isHost && <Button variant="contained" color="error" onClick={() => void end()} disabled={ending}>{texts.end}</Button>}
      </Stack>
    </Stack>
  )
}
