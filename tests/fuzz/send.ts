// Sends one request with node:http rather than fetch: the gateway may answer before a body has all
// arrived (a refused upload) and close, and fetch would report the refusal as a failed request;
// here an answer counts once its status line is in, whatever happens to the rest of the write.
import { Agent, request } from 'node:http'
import type { Answer } from './judge.ts'

export interface RawRequest {
  method: string
  target: string
  headers: Record<string, string>
  body?: string | Buffer
}

const TIMEOUT_MS = 30_000
const ignore = () => {}
/** the most of an answer body kept (created records are read back for their ids) */
const KEPT = 1_000_000

export function sender(origin: string, sockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets })
  let retried = 0
  const once = (r: RawRequest, reuse: boolean) =>
    new Promise<Answer>((resolve) => {
      let responded = false
      try {
        const req = request(`${origin}${r.target}`, { method: r.method, headers: r.headers, agent: reuse ? agent : false }, (res) => {
          responded = true
          let body = ''
          const done = () => resolve({ status: res.statusCode ?? 0, body })
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => {
            if (body.length < KEPT) body += chunk
          })
          res.on('end', done).on('error', done).on('close', done)
        })
        // once its answer is in, a request leaves its socket without an error listener; a body still
        // being written when the server closes (an early refusal) then fails on the socket itself
        req.on('socket', (socket) => {
          if (!socket.listeners('error').includes(ignore)) socket.on('error', ignore)
        })
        req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)))
        req.on('error', (e) => {
          if (!responded) resolve({ status: 0, body: '', error: e.message })
        })
        req.end(r.body)
      } catch (e) {
        // a header node itself refuses to send (not the platform's doing): counted apart, never a finding
        resolve({ status: -1, body: '', error: (e as Error).message })
      }
    })
  /**
   * A kept-alive socket the server closed just as the request went out fails without any fault of
   * the server's (Node's documented race; on this loaded machine a few in a hundred): a request
   * without an answer is sent once more on a new connection, and only a second failure counts. A
   * request that kills its connection, or a process gone, fails both times.
   */
  const send = async (r: RawRequest): Promise<Answer> => {
    const first = await once(r, true)
    if (first.status !== 0) return first
    retried++
    return once(r, false)
  }
  return { send, retried: () => retried, close: () => agent.destroy() }
}
