// POST /v1/file-upload/<token>: a multipart form (fields, then `file`) streamed to storage with
// busboy, never held whole in memory, refused beyond the size the file was announced with; records
// issued the token and decides (files.authorize-upload, files.uploaded); the link works once.
//
// Whatever the client sends, the request fails alone (issue #18): every part's stream and the
// parser have error listeners (busboy destroys a part's stream with the form's error, e.g.
// 'Unexpected end of form', and an unlistened stream error ends the process), a client that goes
// away mid-form tears the parser and the partial file down, and nothing after the first await runs
// outside a try. A form that breaks answers 400, once. An answer given before the body has all
// arrived closes the connection (./request-drain.ts, issue #19).
import busboy from 'busboy'
import type { Request, RequestHandler, Response } from 'express'
import type { Readable } from 'node:stream'
import { isErrorReply } from '@care/contracts/bus'
import { ErrorMessages } from '@care/contracts/errors'
import { TooLargeError } from '@care/kit/storage/index'
import { sendError } from './errors.ts'
import { closeIfUnread, drainWithin, DRAIN_BOUNDS, type DrainBounds } from './request-drain.ts'
import type { FileRoutesDeps } from './files.ts'

export const UPLOAD_NEEDS_A_FILE = "The form must carry the file in a part named 'file'"
export const UPLOAD_FORM_BROKEN = 'The upload form is incomplete or malformed: send the file again'

export function fileUploadHandler(d: FileRoutesDeps, drain: DrainBounds = DRAIN_BOUNDS): RequestHandler {
  return async (req: Request, res: Response) => {
    const token = String(req.params.token)
    let answered = false
    const answer = (status: number, message?: string) => {
      if (answered || res.headersSent) return
      answered = true
      closeIfUnread(req, res)
      if (message) sendError(res, status, message)
      else res.status(status).end()
    }
    // refused before the body was read: drop the rest (bounded) so the client hears the answer
    const refuse = async (status: number, message: string) => {
      if (answered) return
      req.unpipe()
      await drainWithin(req, drain)
      answer(status, message)
    }

    const grant = await d.ask('files.authorize-upload', { token })
    if (isErrorReply(grant)) return refuse(grant.status, grant.message)
    const { secureName, type, maxBytes } = grant.body as { secureName: string; type: string; maxBytes: number }
    let parser: busboy.Busboy
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 50, fieldSize: 64 * 1024 } })
    } catch {
      return refuse(400, UPLOAD_NEEDS_A_FILE)
    }

    let receiving = false
    let formBroken = false
    const store = async (file: Readable) => {
      try {
        const { bytes } = await d.storage.write(secureName, file, { type, maxBytes })
        const done = await d.ask('files.uploaded', { token, bytes })
        if (!isErrorReply(done)) return answer(204) // what a bucket's presigned POST answers
        await d.storage.remove(secureName).catch(() => undefined)
        return answer(done.status, done.message)
      } catch (err) {
        if (err instanceof TooLargeError) return refuse(413, ErrorMessages.tooLarge)
        if (formBroken) return refuse(400, UPLOAD_FORM_BROKEN)
        d.log.error({ err }, 'file upload failed')
        return refuse(500, ErrorMessages.serverError)
      }
    }
    parser.on('file', (name, stream) => {
      // the form's own errors reach the parser too; here they only must not go unlistened
      stream.on('error', () => (formBroken = true))
      if (name !== 'file' || receiving) return void stream.resume()
      receiving = true
      void store(stream)
    })
    parser.on('close', () => {
      if (!receiving && !formBroken) void refuse(400, UPLOAD_NEEDS_A_FILE)
    })
    parser.on('error', () => {
      formBroken = true
      void refuse(400, UPLOAD_FORM_BROKEN)
    })
    // a client gone mid-form: nothing more will come, so the parser (and the partial file) end here
    req.once('close', () => {
      if (!req.complete) parser.destroy(new Error('the client closed the upload'))
    })
    req.pipe(parser)
  }
}
