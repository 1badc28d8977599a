// A 503 from the service that owns a write ('overloaded, try again shortly': short of database
// connections, its admission queue full) is asked again a few times before it is the caller's error:
// the actions' calls (keyed writes) and the patients' reads and merges at identity (the same merge
// twice is the same patient) are safe to repeat. Anything else, or the last 503, is thrown.
import { isApiError } from '@care/contracts/errors'

/** the waits before a call answered 503 is made again */
export const RETRY_503_MS = [250, 1000, 2000]

export async function retrying503<T>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt()
    } catch (e) {
      if (!(isApiError(e) && e.status === 503) || i >= RETRY_503_MS.length) throw e
      await new Promise((r) => setTimeout(r, RETRY_503_MS[i]))
    }
  }
}
