// @care/video (issue #20): video visits in the browser — a WebRTC mesh call signalled over the
// gateway's live socket, its call screen, and a meeting's status for waiting rooms. Shared by
// portal-video and console-calendar (README.md: the components' props).
export { VideoCall, type VideoCallProps } from './video-call.tsx'
export { useVideoCall, type VideoCallState, type CallState, type UseVideoCallOptions } from './use-video-call.ts'
export { useMeetingStatus, WAITING_ROOM_POLL_MS, type MeetingStatusView, type MeetingTarget } from './use-meeting-status.ts'
export { openSignalling, type Signalling, type SignallingEvent, type SignalData, type IceServerConfig } from './signalling.ts'
export { Mesh, type RemotePeer } from './mesh.ts'
export { videoTexts } from './texts.ts'
