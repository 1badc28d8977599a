// An answer given before a request's body has all arrived must not leave its connection waiting
// for the rest: on a kept-alive connection the next request would be read as this one's body and
// never answered (issue #19: the public SDK declares 2 MiB for a ~250-byte upload form). So such
// an answer is the connection's last (`Connection: close`), and when the client may still be
// sending a real body (an upload refused early), the rest is read and dropped first, within a
// bound of time and bytes, so that the client is reading when the connection closes instead of
// losing the answer to a reset.
import type { IncomingMessage, ServerResponse } from 'node:http'

export interface DrainBounds {
  /** at most this many more bytes are read and dropped */
  maxBytes: number
  /** and for at most this long */
  maxMs: number
}

export const DRAIN_BOUNDS: DrainBounds = { maxBytes: 1024 * 1024, maxMs: 2_000 }

/** Reads and drops the rest of the body; settles once it has ended, or a bound is reached. */
export function drainWithin(req: IncomingMessage, bounds: DrainBounds = DRAIN_BOUNDS): Promise<void> {
  if (req.complete || req.destroyed) return Promise.resolve()
  return new Promise((resolve) => {
    let dropped = 0
    const done = () => {
      clearTimeout(timer)
      req.off('data', onData).off('end', done).off('close', done)
      req.pause()
      resolve()
    }
    const onData = (chunk: Buffer) => {
      dropped += chunk.length
      if (dropped >= bounds.maxBytes) done()
    }
    const timer = setTimeout(done, bounds.maxMs)
    req.on('data', onData).once('end', done).once('close', done)
    req.resume()
  })
}

/** Makes this answer the connection's last when the request's body has not all been read. */
export function closeIfUnread(req: IncomingMessage, res: ServerResponse): void {
  if (!req.complete && !res.headersSent) res.setHeader('Connection', 'close')
}
