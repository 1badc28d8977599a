import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createAdmission } from './admission.ts'

const deferred = () => {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

test('runs at most maxInFlight at once, queues maxQueued, sheds the rest with 503', async () => {
  const admission = createAdmission({ maxInFlight: 2, maxQueued: 2, maxWaitMs: 60_000 })
  const gate = deferred()
  let running = 0
  let most = 0
  const work = async () => {
    running++
    most = Math.max(most, running)
    await gate.promise
    running--
    return 'done'
  }
  const outcomes = Array.from({ length: 6 }, () => admission.run(work).then((v) => v, (e: { status: number }) => e.status))
  await new Promise((r) => setImmediate(r))
  assert.deepEqual(admission.load(), { inFlight: 2, queued: 2, shed: 2 })
  gate.resolve()
  assert.deepEqual(await Promise.all(outcomes), ['done', 'done', 'done', 'done', 503, 503])
  assert.equal(most, 2)
  assert.deepEqual(admission.load(), { inFlight: 0, queued: 0, shed: 2 })
})

test('a request that waits longer than maxWaitMs is shed; a failing one frees its slot', async () => {
  const admission = createAdmission({ maxInFlight: 1, maxQueued: 5, maxWaitMs: 20 })
  const gate = deferred()
  const first = admission.run(() => gate.promise)
  const waiting = admission.run(async () => 'late').catch((e: { status: number }) => e.status)
  assert.equal(await waiting, 503)
  gate.resolve()
  await first
  await assert.rejects(admission.run(async () => { throw new Error('boom') }), /boom/)
  assert.equal(await admission.run(async () => 'free again'), 'free again')
  assert.equal(admission.load().inFlight, 0)
})
