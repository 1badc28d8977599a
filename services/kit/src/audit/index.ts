// The audit trail's kit side: reads of patient data become read events (read-trail.ts); writes
// publish theirs, and a request hands its committed ones to records before it answers
// (write-trail.ts). The records service turns both into user_logs rows.
export { noteRead, flushReadTrails, FLUSH_MS, MAX_BUFFERED, MAX_IDS_PER_EVENT, type ReadContext } from './read-trail.ts'
export { withWriteTrail, handOffWrites, noteWritten, HANDOFF_TIMEOUT_MS, type WriteTrailDeps } from './write-trail.ts'
