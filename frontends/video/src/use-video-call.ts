// The WebRTC call of one meeting as a React hook: the camera and microphone, the signalling socket,
// one peer connection per other attendee, mute and camera switches, and leaving (which stops the
// tracks and tells the others). Unmounting leaves the call: leaving the route leaves the meeting.
import { useCallback, useEffect, useRef, useState } from 'react'
import { useCareClient } from '@care/sdk/react'
import { Mesh, type RemotePeer } from './mesh.ts'
import { openSignalling, type Signalling } from './signalling.ts'

/** a dropped signalling socket joins again after this long (the SDK's live socket waits as long) */
export const RECONNECT_MS = 2_500

export type CallState = 'starting' | 'connecting' | 'joined' | 'left' | 'failed'

export interface VideoCallState {
  state: CallState
  local?: MediaStream
  peers: RemotePeer[]
  muted: boolean
  cameraOff: boolean
  /** 'media': the camera or microphone could not be used; else the server's refusal */
  error?: 'media' | string
  toggleMute(): void
  toggleCamera(): void
  leave(): void
}

export interface UseVideoCallOptions {
  /** getUserMedia, for tests; the browser's by default */
  getUserMedia?: (c: MediaStreamConstraints) => Promise<MediaStream>
}

export function useVideoCall(meetingId: string | undefined, o: UseVideoCallOptions = {}): VideoCallState {
  const client = useCareClient()
  const [state, setState] = useState<CallState>('starting')
  const [local, setLocal] = useState<MediaStream>()
  const [peers, setPeers] = useState<RemotePeer[]>([])
  const [muted, setMuted] = useState(false)
  const [cameraOff, setCameraOff] = useState(false)
  const [error, setError] = useState<string>()
  const stopRef = useRef<() => void>(() => undefined)

  useEffect(() => {
    if (!meetingId) return
    let stopped = false
    let stream: MediaStream | undefined
    let signalling: Signalling | undefined
    let mesh: Mesh | undefined
    let reconnect: ReturnType<typeof setTimeout> | undefined
    const stop = () => {
      if (stopped) return
      stopped = true
      clearTimeout(reconnect)
      signalling?.close()
      mesh?.close()
      for (const t of stream?.getTracks() ?? []) t.stop()
    }
    stopRef.current = () => {
      stop()
      setState('left')
    }
    const getUserMedia = o.getUserMedia ?? ((c: MediaStreamConstraints) => navigator.mediaDevices.getUserMedia(c))
    void (async () => {
      try {
        stream = await getUserMedia({ audio: true, video: true })
      } catch {
        if (!stopped) {
          setError('media')
          setState('failed')
        }
        return
      }
      if (stopped) return stop()
      setLocal(stream)
      setState('connecting')
      const token = client.session.authToken
      if (!token) {
        setError('Unauthenticated')
        setState('failed')
        return
      }
      const m = new Mesh({ local: stream, signalling: () => signalling, onChange: (list) => !stopped && setPeers(list), log: console })
      mesh = m
      const guard = (work: Promise<unknown>) => void work.catch((err: unknown) => console.warn('video call: signalling step failed', err))
      const connect = () => {
        if (stopped) return
        signalling = openSignalling({
          apiUrl: client.apiUrl, token: client.session.authToken ?? token, meetingId,
          onEvent: (e) => {
            if (stopped) return
            switch (e.type) {
              case 'joined':
                m.joined(e.iceServers)
                return setState('joined')
              case 'peer-joined':
                return guard(m.peerJoined(e.peerId, e.attendee))
              case 'signal':
                return guard(m.signal(e.from, e.attendee, e.data))
              case 'peer-left':
                return m.peerLeft(e.peerId)
              case 'error':
                setError(e.message)
                return setState('failed')
              case 'closed':
                // the gateway went away (a restart, a dropped network): join again; the others hear
                // this socket's peer leave and offer to the new one
                m.close()
                setPeers([])
                setState('connecting')
                reconnect = setTimeout(connect, RECONNECT_MS)
                return
            }
          },
        })
      }
      connect()
    })()
    return stop
    // the call is the meeting's: a new client or media source does not restart it
  }, [meetingId])

  const toggleMute = useCallback(() => {
    setMuted((was) => {
      for (const t of local?.getAudioTracks() ?? []) t.enabled = was
      return !was
    })
  }, [local])
  const toggleCamera = useCallback(() => {
    setCameraOff((was) => {
      for (const t of local?.getVideoTracks() ?? []) t.enabled = was
      return !was
    })
  }, [local])
  const leave = useCallback(() => stopRef.current(), [])

  return { state, ...(local ? { local } : {}), peers, muted, cameraOff, ...(error ? { error } : {}), toggleMute, toggleCamera, leave }
}
