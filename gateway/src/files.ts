// The gateway's own file routes (issue #11), for storage that clients cannot reach directly (the
// local disk of standalone mode; a bucket answers its presigned links itself):
//   POST /v1/file-upload/<token>   a multipart form streamed to storage (./file-upload.ts)
//   GET  /v1/file-download/<token> the bytes, streamed, with the file's name and type; shown in the
//                                  browser (?inline=1) only for types that run no script, in a
//                                  sandbox without scripts, never sniffed (DOWNLOAD_CSP)
// Records issued the tokens and decides (bus-only calls files.authorize-upload / files.uploaded /
// files.authorize-download); the gateway only moves bytes.
import type { Express, Request, Response } from 'express'
import { pipeline } from 'node:stream'
import { isErrorReply, type BusReply } from '@care/contracts/bus'
import { ErrorMessages } from '@care/contracts/errors'
import { fileShownInline } from '@care/contracts/routes/records'
import type { Bus } from '@care/kit/bus/types'
import type { FileStorage } from '@care/kit/storage/index'
import type { Logger } from 'pino'
import { sendError } from './errors.ts'
import { fileUploadHandler } from './file-upload.ts'
import { API_PREFIX } from './routes.ts'

export { UPLOAD_FORM_BROKEN, UPLOAD_NEEDS_A_FILE } from './file-upload.ts'

const TIMEOUT_MS = 10_000

interface Deps {
  bus: Bus
  storage: FileStorage
  log: Logger
}

export interface FileRoutesDeps {
  storage: FileStorage
  log: Logger
  /** one of records' bus-only files calls */
  ask(operation: string, payload: unknown): Promise<BusReply>
}

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

export function mountFileRoutes(app: Express, deps: Deps): void {
  const d: FileRoutesDeps = {
    storage: deps.storage,
    log: deps.log,
    ask: (operation, payload) => deps.bus.request(`svc.records.${operation}`, { requestId: `files-${Date.now()}`, payload }, { timeoutMs: TIMEOUT_MS }),
  }
  app.post(`${API_PREFIX}/file-upload/:token`, fileUploadHandler(d))

  app.get(`${API_PREFIX}/file-download/:token`, async (req: Request, res: Response) => {
    const grant = await d.ask('files.authorize-download', { token: String(req.params.token) })
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
    // pipeline, not pipe: a read error or a client gone mid-download tears both sides down (a
    // piped file would stay open after the client left), and the error has its listener
    pipeline(bytes, res, (err) => {
      if (err && (err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') d.log.error({ err }, 'file download failed')
    })
  })
}
