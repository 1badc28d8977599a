// /healthz (the process is alive) and /readyz (its dependencies answer) on a small HTTP port,
// for Kubernetes probes in distributed mode.
import { createServer, type Server } from 'node:http'

export type ReadinessCheck = () => Promise<boolean>

export function startHealthServer(port: number, ready: ReadinessCheck, host = '0.0.0.0'): Promise<Server> {
  const server = createServer(async (req, res) => {
    const send = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.url === '/healthz') return send(200, { status: 'ok' })
    if (req.url === '/readyz') {
      const ok = await ready().catch(() => false)
      return send(ok ? 200 : 503, { status: ok ? 'ready' : 'not ready' })
    }
    send(404, { message: 'Not found' })
  })
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)))
}
