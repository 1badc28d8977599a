// Standalone mode serves the built frontends: each app at its mount, hashed assets cached for a
// year, everything else (index.html, remoteEntry.js, mf-manifest.json) revalidated, and an SPA
// fallback to index.html for page URLs. A missing asset (a path with an extension) stays a 404
// rather than answering HTML to a script tag. Apps whose directory does not exist are skipped.
import { existsSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import express, { type RequestHandler, type Router } from 'express'
import type { Logger } from 'pino'
import type { StaticApp } from './options.ts'
import { API_PREFIX } from './routes.ts'

const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i
const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

export const isHashedAsset = (path: string) => HASHED.test(path)

/**
 * A JSON document answered at exactly `mount` (GET/HEAD), computed by `document()` on each request
 * and always revalidated; `dir` is the folder it describes (skipped when missing, like an app).
 * Standalone mode serves the remote manifest `/remotes.json` this way.
 */
export interface StaticDocument extends StaticApp {
  document: () => unknown
}

const isDocument = (app: StaticApp): app is StaticDocument => typeof (app as Partial<StaticDocument>).document === 'function'

function documentHandler(doc: StaticDocument): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/') return next()
    res.setHeader('Cache-Control', REVALIDATE)
    res.json(doc.document())
  }
}

const isDir = (dir: string) => existsSync(dir) && statSync(dir).isDirectory()
const hasExtension = (path: string) => /\.[^/]+$/.test(path)

function spaFallback(index: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (req.originalUrl === API_PREFIX || req.originalUrl.startsWith(`${API_PREFIX}/`) || req.originalUrl.startsWith(`${API_PREFIX}?`)) return next()
    if (hasExtension(req.path)) return next()
    res.sendFile(index, { headers: { 'Cache-Control': REVALIDATE } }, (err) => {
      if (err) next(err)
    })
  }
}

/** A router serving every existing app, longest mount first so '/console' wins over '/'. */
export function staticRouter(apps: readonly StaticApp[], log: Logger): Router {
  const router = express.Router()
  const ordered = [...apps].sort((a, b) => b.mount.length - a.mount.length)
  for (const app of ordered) {
    const dir = resolve(app.dir)
    if (!isDir(dir)) {
      log.debug({ mount: app.mount, dir }, 'static app not built, skipped')
      continue
    }
    if (isDocument(app)) {
      router.use(app.mount, documentHandler(app))
      continue
    }
    router.use(
      app.mount,
      express.static(dir, {
        index: ['index.html'],
        cacheControl: false,
        redirect: false,
        setHeaders: (res, path) => res.setHeader('Cache-Control', isHashedAsset(path) ? IMMUTABLE : REVALIDATE),
      }),
    )
    const index = join(dir, 'index.html')
    if (existsSync(index)) router.use(app.mount, spaFallback(index))
    log.info({ mount: app.mount, dir }, 'serving static app')
  }
  return router
}
