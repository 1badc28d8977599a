// The English catalog of namespace 'video': the spec's words exactly where it has them (spec 2 §2.13:
// the waiting room's three texts), '{{name}}' where a value goes. Every key is also in es.ts.
export const en = {
  waitingForHost: 'Waiting for the host to start the meeting',
  endedByHost: 'This meeting has been ended by the host',
  eventGone: 'This event no longer exists',
  join: 'Join',
  start: 'Start',
  leave: 'Leave',
  end: 'End meeting',
  mute: 'Mute',
  unmute: 'Unmute',
  cameraOff: 'Turn camera off',
  cameraOn: 'Turn camera on',
  you: 'You',
  participant: 'Participant',
  connecting: 'Connecting…',
  waitingForOthers: 'Waiting for others to join',
  noCamera: 'Your camera or microphone could not be used. Check that the browser may use them.',
  joinFailed: 'Could not join the meeting',
  loading: 'Loading...',
  videoCall: 'Video call',
  notStarted: 'The meeting has not started yet',
} as const
