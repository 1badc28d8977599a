// Records only the system writes are read by the matrix once something has made the system write
// them: user_logs are the audit trail of the matrix's own writes; automated_actions are what the
// journeys engine writes when a patient enters a journey — so the matrix enrolls patientSelf in a
// journey of its own with one start step and waits until the engine has run it.
import assert from 'node:assert/strict'
import { api, type Principal } from '../support/http.ts'
import type { Rec } from './records.ts'

async function ok<T = Rec>(url: string, admin: Principal, method: string, path: string, payload?: Rec): Promise<T> {
  const res = await api<T>(url, admin, method, path, payload)
  assert.equal(res.status, 200, `${method} ${path}: ${JSON.stringify(res.body)}`)
  return res.body
}

/** makes the system write a record of `collection` about the patient, when it is one that needs it */
export async function provokeSystemRecords(collection: string, o: { url: string; admin: Principal; patientId: string }): Promise<void> {
  if (collection !== 'automated_actions') return
  const journey = await ok(o.url, o.admin, 'POST', '/journey', { title: `Matrix journey ${Date.now()}` })
  await ok(o.url, o.admin, 'POST', '/automation-step', { journeyId: journey.id, events: [{ type: 'onJourneyStart', info: {} }], action: { type: 'addEnduserTags', info: { tags: ['matrix-journey'] } } })
  await ok(o.url, o.admin, 'POST', '/add-endusers-to-journey', { enduserIds: [o.patientId], journeyId: journey.id })
  const filter = JSON.stringify({ journeyId: journey.id })
  for (const until = Date.now() + 30_000; ; await new Promise((r) => setTimeout(r, 100))) {
    const actions = await ok<Rec[]>(o.url, o.admin, 'GET', `/automated-actions?filter=${encodeURIComponent(filter)}`)
    if (actions.some((a) => a.status === 'finished')) return
    if (Date.now() > until) assert.fail(`the journey's start step did not run: ${JSON.stringify(actions)}`)
  }
}
