// The gateway's life cycle: createGateway starts the parts in order (session resolver and its
// revocation subscription, rate limiters, the express app, the HTTP server, the live WebSocket
// and its bus listener); close stops them in reverse. A failed start undoes what it had done.
import { fileStorageFromEnv } from '@care/kit/storage/index'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Express } from 'express'
import { createSessionResolver } from './auth/sessions.ts'
import { DEFAULT_READINESS_SUBJECT } from './health.ts'
import { buildApp } from './http-app.ts'
import { defaultCanReadEvent } from './live/can-read.ts'
import { createLive } from './live/server.ts'
import { DEFAULTS, resolveOptions, type GatewayOptions } from './options.ts'
import { createRateLimiters } from './rate-limits.ts'

export interface Gateway {
  app: Express
  server: Server
  /** listen on `port` (0: any free port); resolves with the bound address */
  listen(port?: number, host?: string): Promise<AddressInfo>
  /** stop accepting, close live sockets, drain HTTP, drop subscriptions; the bus stays open */
  close(): Promise<void>
}

/** How long in-flight HTTP requests may finish during close before connections are cut. */
const DRAIN_MS = 5_000

/**
 * The HTTP server's own limits, set explicitly rather than left to Node's defaults: a client has
 * 20 s to send its headers (slowloris), a whole request 15 min (a 1 GB upload at ~1 MB/s), an idle
 * socket 2 min; keep-alive outlasts a load balancer's usual 60 s idle so it never reuses a socket
 * the server is closing.
 */
export const SERVER_TIMEOUTS = { headersTimeoutMs: 20_000, requestTimeoutMs: 15 * 60_000, keepAliveTimeoutMs: 65_000, idleSocketMs: 120_000 } as const

export function applyServerTimeouts(server: Server): void {
  server.headersTimeout = SERVER_TIMEOUTS.headersTimeoutMs
  server.requestTimeout = SERVER_TIMEOUTS.requestTimeoutMs
  server.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveTimeoutMs
  server.setTimeout(SERVER_TIMEOUTS.idleSocketMs)
}

function stopServer(server: Server): Promise<void> {
  if (!server.listening) return Promise.resolve()
  return new Promise<void>((resolve) => {
    const cutOff = setTimeout(() => server.closeAllConnections(), DRAIN_MS)
    server.close(() => {
      clearTimeout(cutOff)
      resolve()
    })
    server.closeIdleConnections()
  })
}

export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const { bus, log } = options
  const o = resolveOptions(options)
  let accepting = true
  const stops: (() => unknown)[] = []
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop()
  }

  try {
    const sessions = await createSessionResolver({ bus, log, cacheMs: o.authCacheMs, timeoutMs: o.requestTimeoutMs })
    stops.push(() => sessions.close())
    const limiters = createRateLimiters(o.limits, log)
    stops.push(() => limiters.close())

    const app = buildApp({
      bus,
      routes: options.routes,
      log,
      openapi: options.openapi,
      staticApps: options.staticApps,
      options: o,
      sessions,
      limiters,
      readiness: {
        subject: options.readiness?.subject ?? DEFAULT_READINESS_SUBJECT,
        timeoutMs: options.readiness?.timeoutMs ?? DEFAULTS.readinessTimeoutMs,
      },
      accepting: () => accepting,
      fileStorage: options.fileStorage ?? fileStorageFromEnv(options.env ?? process.env),
    })
    const server = createServer(app)
    applyServerTimeouts(server)
    stops.push(() => stopServer(server))

    const live = await createLive({
      server,
      bus,
      sessions,
      log,
      canReadEvent: options.canReadEvent ?? defaultCanReadEvent,
      heartbeatMs: options.live?.heartbeatMs ?? DEFAULTS.heartbeatMs,
      authTimeoutMs: options.live?.authTimeoutMs ?? DEFAULTS.liveAuthTimeoutMs,
      resumeWindow: options.live?.resumeWindow ?? DEFAULTS.liveResumeWindow,
    })
    stops.push(() => live.close())

    let closing: Promise<void> | undefined
    return {
      app,
      server,
      listen(port = 0, host?: string) {
        return new Promise<AddressInfo>((resolve, reject) => {
          server.once('error', reject)
          server.listen(port, host, () => {
            server.off('error', reject)
            resolve(server.address() as AddressInfo)
          })
        })
      },
      close() {
        accepting = false
        closing ??= stopAll()
        return closing
      },
    }
  } catch (err) {
    await stopAll()
    throw err
  }
}
