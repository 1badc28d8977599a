// The audit trail's kit side: reads of patient data become read events (read-trail.ts); writes
// already publish theirs. The records service turns both into user_logs rows.
export { noteRead, flushReadTrails, FLUSH_MS, MAX_BUFFERED, MAX_IDS_PER_EVENT, type ReadContext } from './read-trail.ts'
