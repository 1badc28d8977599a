// Bounded work in flight per service (issue #10 "Overload and faults"): at most `maxInFlight`
// handlers run at once; up to `maxQueued` more wait their turn, each at most `maxWaitMs`; the rest
// are shed at once with 503 'Service unavailable, please try again later.' (the gateway adds
// Retry-After). Under a burst the service answers what it can and refuses the rest early, instead
// of letting every request pile onto the database until transactions time out and answer 500.
import { serviceUnavailable } from '@care/contracts/errors'

export interface AdmissionLimits {
  maxInFlight: number
  maxQueued: number
  /** how long a queued request may wait for its turn before it is shed */
  maxWaitMs: number
}

export const DEFAULT_ADMISSION: AdmissionLimits = { maxInFlight: 32, maxQueued: 256, maxWaitMs: 5_000 }

/** SERVICE_MAX_IN_FLIGHT, SERVICE_MAX_QUEUED, SERVICE_MAX_WAIT_MS, else the defaults. */
export function admissionFromEnv(env: NodeJS.ProcessEnv = process.env): AdmissionLimits {
  const n = (name: string, fallback: number) => {
    const v = Number(env[name])
    return Number.isInteger(v) && v > 0 ? v : fallback
  }
  return {
    maxInFlight: n('SERVICE_MAX_IN_FLIGHT', DEFAULT_ADMISSION.maxInFlight),
    maxQueued: n('SERVICE_MAX_QUEUED', DEFAULT_ADMISSION.maxQueued),
    maxWaitMs: n('SERVICE_MAX_WAIT_MS', DEFAULT_ADMISSION.maxWaitMs),
  }
}

export interface Admission {
  run<T>(work: () => Promise<T>): Promise<T>
  /** running and waiting now (metrics, tests) */
  load(): { inFlight: number; queued: number; shed: number }
}

export function createAdmission(limits: AdmissionLimits = DEFAULT_ADMISSION): Admission {
  let inFlight = 0
  let shed = 0
  const queue: { start: () => void; timer: ReturnType<typeof setTimeout> }[] = []

  const release = () => {
    const next = queue.shift()
    if (next) {
      clearTimeout(next.timer)
      next.start()
    } else inFlight--
  }

  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (inFlight < limits.maxInFlight) {
        inFlight++
        return resolve()
      }
      if (queue.length >= limits.maxQueued) {
        shed++
        return reject(serviceUnavailable())
      }
      const entry = {
        // the slot of the request that finished passes to this one (inFlight unchanged)
        start: () => resolve(),
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(entry), 1)
          shed++
          reject(serviceUnavailable())
        }, limits.maxWaitMs),
      }
      queue.push(entry)
    })

  return {
    async run(work) {
      await turn()
      try {
        return await work()
      } finally {
        release()
      }
    },
    load: () => ({ inFlight, queued: queue.length, shed }),
  }
}
