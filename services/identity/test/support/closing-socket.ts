// A /v1/live socket that only records how it ends: `closed` resolves with the close code (4401 when
// the gateway ends a revoked session), so a test can wait for the eviction instead of sleeping.
import { WebSocket } from 'ws'

/** A guard so a socket that is never closed fails the test instead of hanging it; not a timing assertion. */
const GUARD_MS = 10_000

export interface ClosingSocket {
  /** the close code, or 'open' when the guard ran out first */
  closed: Promise<number | 'open'>
  close(): void
}

export async function openClosingSocket(baseUrl: string, authorization: string): Promise<ClosingSocket> {
  const [scheme, credential] = authorization.split(' ')
  const query = scheme === 'API_KEY' ? `apiKey=${encodeURIComponent(credential!)}` : `token=${encodeURIComponent(credential!)}`
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/v1/live?${query}`)
  const closed = new Promise<number | 'open'>((resolve) => {
    const guard = setTimeout(() => resolve('open'), GUARD_MS)
    ws.once('close', (code) => {
      clearTimeout(guard)
      resolve(code)
    })
  })
  await new Promise<void>((resolve, reject) => {
    ws.on('message', (raw) => {
      if ((JSON.parse(raw.toString()) as { type?: string }).type === 'authenticated') resolve()
    })
    ws.once('error', reject)
    void closed.then((code) => reject(new Error(`live socket closed before authenticating: ${code}`)))
  })
  return { closed, close: () => ws.terminate() }
}
