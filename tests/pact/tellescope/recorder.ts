// A recording proxy in front of the platform: the public @tellescope/sdk talks to it as to any
// host, and every exchange (what the SDK sent, what the gateway answered) is kept as it passed.
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Exchange {
  method: string
  /** path and query string, as sent */
  url: string
  headers: IncomingHttpHeaders
  body?: unknown
  status: number
  answer?: unknown
}

const parse = (text: string) => (text ? JSON.parse(text) as unknown : undefined)

export async function startRecorder(target: string) {
  const exchanges: Exchange[] = []
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const sent = Buffer.concat(chunks).toString('utf8')
    const headers: Record<string, string> = {}
    for (const name of ['authorization', 'content-type', 'accept']) if (typeof req.headers[name] === 'string') headers[name] = req.headers[name]
    const answer = await fetch(`${target}${req.url}`, { method: req.method, headers, ...(sent ? { body: sent } : {}) })
    const text = await answer.text()
    exchanges.push({ method: req.method!, url: req.url!, headers: req.headers, body: parse(sent), status: answer.status, answer: parse(text) })
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
    res.end(text)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    exchanges,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
