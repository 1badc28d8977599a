// A staff account's lock-out (the SDK's users.lockedOutUntil, issue #19 item 6): set by an Admin on
// someone else. 0 locks until an Admin unlocks; a time (ms since epoch) in the future locks until
// then; -1, a time past, or nothing leaves the account open. A locked account cannot sign in, and
// its sessions and API keys are refused while the lock lasts.
export const ACCOUNT_LOCKED = 'This account is locked'

export function isLockedOut(lockedOutUntil: number | null | undefined, now = Date.now()): boolean {
  if (lockedOutUntil === null || lockedOutUntil === undefined) return false
  return lockedOutUntil === 0 || lockedOutUntil > now
}
