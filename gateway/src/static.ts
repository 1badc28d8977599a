// Standalone mode serves the built frontends: each app at its mount, hashed assets cached for a
// year, everything else (index.html, remoteEntry.js, mf-manifest.json) revalidated, and an SPA
// fallback to index.html for page URLs. A missing asset (a path with an extension) stays a 404
// rather than answering HTML to a script tag. Apps whose directory does not exist are skipped.
// Assets are answered compressed when the build wrote a `.br` / `.gz` beside them (frontends/build
// precompresses at build time) and the browser accepts that encoding, with `Vary: Accept-Encoding`.
import { existsSync, statSync } from 'node:fs'
import { extname, join, resolve, sep } from 'node:path'
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

/** The precompressed encodings the build writes, best first, with their file suffix. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const
export type Encoding = (typeof ENCODINGS)[number]['name']
const COMPRESSIBLE = /\.(m?js|css|html|json|svg|txt|map)$/i

/**
 * The encodings an `Accept-Encoding` header allows, among br and gzip, in our order of preference
 * (br first; a higher q-value wins). `identity` and unlisted encodings are never chosen here; `*`
 * allows both unless they are named with q=0.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return []
  const q = new Map<string, number>()
  for (const part of header.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';')
    if (!token) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = qParam ? Number(qParam.slice(2)) : 1
    q.set(token, Number.isFinite(value) ? value : 0)
  }
  const weight = (name: string) => q.get(name) ?? (name === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0
  return ENCODINGS.map((e, i) => ({ name: e.name, w: weight(e.name), i }))
    .filter((e) => e.w > 0)
    .sort((a, b) => b.w - a.w || a.i - b.i)
    .map((e) => e.name)
}

const fileExists = (path: string) => {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/**
 * Answers a precompressed sibling (`<asset>.br` / `<asset>.gz`) of the requested asset when the
 * browser accepts it; else leaves the request to express.static (which adds Vary for compressible
 * files, so a cache never hands the compressed body to a client that cannot read it).
 */
function precompressed(dir: string): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !COMPRESSIBLE.test(req.path)) return next()
    const encodings = acceptedEncodings(req.headers['accept-encoding'])
    if (!encodings.length) return next()
    let relative: string
    try {
      relative = decodeURIComponent(req.path)
    } catch {
      return next()
    }
    const file = resolve(dir, `.${relative}`)
    if (!file.startsWith(dir + sep) || relative.includes('\0') || !fileExists(file)) return next()
    for (const name of encodings) {
      const suffix = ENCODINGS.find((e) => e.name === name)?.suffix as string
      if (!fileExists(file + suffix)) continue
      res.setHeader('Content-Type', contentTypeOf(file))
      res.setHeader('Content-Encoding', name)
      res.setHeader('Vary', 'Accept-Encoding')
      res.setHeader('Cache-Control', isHashedAsset(file) ? IMMUTABLE : REVALIDATE)
      return res.sendFile(file + suffix, { dotfiles: 'allow' }, (err) => {
        if (err) next(err)
      })
    }
    next()
  }
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
}
const contentTypeOf = (file: string) => TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'

const isDir = (dir: string) => existsSync(dir) && statSync(dir).isDirectory()
const hasExtension = (path: string) => /\.[^/]+$/.test(path)

function spaFallback(index: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (req.originalUrl === API_PREFIX || req.originalUrl.startsWith(`${API_PREFIX}/`) || req.originalUrl.startsWith(`${API_PREFIX}?`)) return next()
    if (hasExtension(req.path)) return next()
    const gzipped = acceptedEncodings(req.headers['accept-encoding']).find((e) => fileExists(index + (e === 'br' ? '.br' : '.gz')))
    const headers: Record<string, string> = { 'Cache-Control': REVALIDATE, Vary: 'Accept-Encoding' }
    if (gzipped) Object.assign(headers, { 'Content-Type': contentTypeOf(index), 'Content-Encoding': gzipped })
    res.sendFile(gzipped ? index + (gzipped === 'br' ? '.br' : '.gz') : index, { headers }, (err) => {
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
    router.use(app.mount, precompressed(dir))
    router.use(
      app.mount,
      express.static(dir, {
        index: ['index.html'],
        cacheControl: false,
        redirect: false,
        setHeaders: (res, path) => {
          res.setHeader('Cache-Control', isHashedAsset(path) ? IMMUTABLE : REVALIDATE)
          if (COMPRESSIBLE.test(path)) res.setHeader('Vary', 'Accept-Encoding')
        },
      }),
    )
    const index = join(dir, 'index.html')
    if (existsSync(index)) router.use(app.mount, spaFallback(index))
    log.info({ mount: app.mount, dir }, 'serving static app')
  }
  return router
}
