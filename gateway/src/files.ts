// The gateway's own file routes (issue #11), for storage that clients cannot reach directly (the
// local disk of standalone mode; a bucket answers its presigned links itself):
//   POST /v1/file-upload/<token>   a multipart form (fields, then `file`), streamed to storage with
//                                  busboy — never held whole in memory — refused beyond the size
//                                  the file was announced with; the link works once
//   GET  /v1/file-download/<token> the bytes, streamed, with the file's name and type; shown in the
//                                  browser (?inline=1) only for types that run no script, in a
//                                  sandbox without scripts, never sniffed (DOWNLOAD_CSP)
// Records issued the tokens and decides (bus-only calls files.authorize-upload / files.uploaded /
// files.authorize-download); the gateway only moves bytes.
import busboy from 'busboy'
import type { Express, Request, Response } from 'express'
import { isErrorReply, type BusReply } from '@care/contracts/bus'
import { ErrorMessages } from '@care/contracts/errors'
import { fileShownInline } from '@care/contracts/routes/records'
import type { Bus } from '@care/kit/bus/types'
import { TooLargeError, type FileStorage } from '@care/kit/storage/index'
import type { Logger } from 'pino'
import { sendError } from './errors.ts'
import { API_PREFIX } from './routes.ts'

const TIMEOUT_MS = 10_000
export const UPLOAD_NEEDS_A_FILE = "The form must carry the file in a part named 'file'"

interface Deps {
  bus: Bus
  storage: FileStorage
  log: Logger
}

const ask = (bus: Bus, operation: string, payload: unknown): Promise<BusReply> =>
  bus.request(`svc.records.${operation}`, { requestId: `files-${Date.now()}`, payload }, { timeoutMs: TIMEOUT_MS })

function fail(res: Response, reply: BusReply) {
  if (isErrorReply(reply)) sendError(res, reply.status, reply.message)
}

// Uploaded bytes are the patients' and staff's, not ours: whatever a file claims to be, its page
// gets a unique origin, no script, no plugins, nothing loaded. A browser's own media page cannot
// play from a sandboxed (null) origin, so audio and video shown inline drop only the sandbox: they
// run no script of their own, and nosniff keeps them from being read as anything else.
export const DOWNLOAD_CSP = "sandbox; default-src 'none'"
export const MEDIA_CSP = "default-src 'none'; media-src 'self'"
const isMedia = (type: string) => /^(audio|video)\//i.test(type.trim())

const contentDisposition = (name: string, kind: 'inline' | 'attachment') => `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`

export function mountFileRoutes(app: Express, d: Deps): void {
  app.post(`${API_PREFIX}/file-upload/:token`, async (req: Request, res: Response) => {
    const token = String(req.params.token)
    const grant = await ask(d.bus, 'files.authorize-upload', { token })
    if (isErrorReply(grant)) return fail(res, grant)
    const { secureName, type, maxBytes } = grant.body as { secureName: string; type: string; maxBytes: number }
    let parser: busboy.Busboy
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 50, fieldSize: 64 * 1024 } })
    } catch {
      return sendError(res, 400, UPLOAD_NEEDS_A_FILE)
    }
    let receiving = false
    const finish = (status: number, message?: string) => {
      if (res.headersSent) return
      if (message) sendError(res, status, message)
      else res.status(status).end()
    }
    parser.on('file', (name, stream) => {
      if (name !== 'file' || receiving) return void stream.resume()
      receiving = true
      d.storage.write(secureName, stream, { type, maxBytes }).then(async ({ bytes }) => {
        const done = await ask(d.bus, 'files.uploaded', { token, bytes })
        if (!isErrorReply(done)) return finish(204) // what a bucket's presigned POST answers
        await d.storage.remove(secureName).catch(() => undefined)
        finish(done.status, isErrorReply(done) ? done.message : undefined)
      }, (err: unknown) => {
        // the rest of the body is read and dropped, so the client gets the answer
        req.unpipe(parser)
        req.resume()
        if (err instanceof TooLargeError) return finish(413, ErrorMessages.tooLarge)
        d.log.error({ err }, 'file upload failed')
        finish(500, ErrorMessages.serverError)
      })
    })
    parser.on('close', () => {
      if (!receiving) finish(400, UPLOAD_NEEDS_A_FILE)
    })
    parser.on('error', () => finish(400, UPLOAD_NEEDS_A_FILE))
    req.pipe(parser)
  })

  app.get(`${API_PREFIX}/file-download/:token`, async (req: Request, res: Response) => {
    const grant = await ask(d.bus, 'files.authorize-download', { token: String(req.params.token) })
    if (isErrorReply(grant)) return fail(res, grant)
    const { secureName, name, type } = grant.body as { secureName: string; name: string; type: string }
    const bytes = await d.storage.read(secureName)
    if (!bytes) return sendError(res, 404, ErrorMessages.notFound)
    // ?inline=1 is not part of the signed token: anyone holding a link may add it, so the type decides
    const inline = req.query.inline === '1' && fileShownInline(type)
    res.setHeader('Content-Type', type)
    res.setHeader('Content-Disposition', contentDisposition(name, inline ? 'inline' : 'attachment'))
    res.setHeader('Content-Security-Policy', inline && isMedia(type) ? MEDIA_CSP : DOWNLOAD_CSP)
    res.setHeader('Cache-Control', 'private, no-store')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    bytes.on('error', (err) => {
      d.log.error({ err }, 'file download failed')
      res.destroy()
    })
    bytes.pipe(res)
  })
}
