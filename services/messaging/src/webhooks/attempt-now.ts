// The first attempt of a new delivery (and of a replay), made by this process right after the write
// that logged it commits — not after the durable job's polling, which hands out one job per poll.
// At most CONCURRENCY attempts run at once; the rest wait in order. The log row is looked for a few
// times while the reaction's transaction commits; should it never be found, or the process stop,
// the durable job a minute later makes the attempt (deliveries.ts).
import type { Logger } from '@care/kit/runtime/logger'
import type { DeliverJobPayload } from './deliveries.ts'

const CONCURRENCY = 16
const WAITS_MS = [10, 100, 500, 2000]

export interface AttemptNow {
  (job: DeliverJobPayload): void
  /** stop taking attempts; wait for the running ones (the service's stop) */
  drain(): Promise<void>
}

export function attemptNowQueue(attempt: (job: DeliverJobPayload) => Promise<unknown>, log: Logger): AttemptNow {
  const queue: DeliverJobPayload[] = []
  const inFlight = new Set<Promise<void>>()
  let running = 0
  let stopped = false
  const run = async (job: DeliverJobPayload) => {
    for (const wait of WAITS_MS) {
      await new Promise((r) => setTimeout(r, wait).unref())
      try {
        await attempt(job)
        return
      } catch (err) {
        if (!/not found/.test(String((err as Error)?.message))) {
          log.debug({ err, logId: job.logId }, 'webhook attempt failed here; the durable job makes it')
          return
        }
      }
    }
  }
  const next = () => {
    while (!stopped && running < CONCURRENCY && queue.length) {
      const job = queue.shift()!
      running++
      const p: Promise<void> = run(job).finally(() => {
        running--
        inFlight.delete(p)
        next()
      })
      inFlight.add(p)
    }
  }
  const attemptNow = (job: DeliverJobPayload) => {
    if (stopped) return
    queue.push(job)
    next()
  }
  // the queued ones are left to their safety jobs
  attemptNow.drain = async () => {
    stopped = true
    queue.length = 0
    await Promise.allSettled([...inFlight])
  }
  return attemptNow
}
