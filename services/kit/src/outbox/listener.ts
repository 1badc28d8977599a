// LISTEN care_outbox on a connection of its own (a pooled one would be handed to other work and
// lose the subscription). The care_outbox trigger notifies on every committed insert, so the relay
// wakes at once; if this connection drops, the relay's fallback poll covers until it is back.
import pg from 'pg'
import type { Logger } from 'pino'
import { logConnectionError } from '../db/connection-errors.ts'

export const OUTBOX_CHANNEL = 'care_outbox'

export interface OutboxListener {
  close(): Promise<void>
}

export interface OutboxListenerOptions {
  connection: pg.ClientConfig
  /** called on every notification and after each reconnection (notifications may have been missed) */
  onWake: () => void
  log: Pick<Logger, 'warn' | 'info'>
  reconnectMs: number
}

/** Resolves once listening; rejects if the first connection fails. Later drops reconnect by themselves. */
export async function listenForOutbox(options: OutboxListenerOptions): Promise<OutboxListener> {
  const { connection, onWake, log, reconnectMs } = options
  let closed = false
  let client: pg.Client | undefined
  let timer: NodeJS.Timeout | undefined

  const connect = async () => {
    const c = new pg.Client({ ...connection, application_name: 'care-outbox-listen' })
    c.on('notification', () => onWake())
    c.on('error', (err) => logConnectionError(log, err, 'outbox listener connection failed'))
    try {
      await c.connect()
      await c.query(`LISTEN ${OUTBOX_CHANNEL}`)
    } catch (e) {
      c.end().catch(() => undefined)
      throw e
    }
    if (closed) {
      await c.end()
      return
    }
    client = c
    c.on('end', () => {
      if (client === c) client = undefined
      reconnectLater()
    })
  }

  const reconnectLater = () => {
    if (closed || timer) return
    timer = setTimeout(() => {
      timer = undefined
      connect().then(onWake, (err: unknown) => {
        log.warn({ err }, 'outbox listener could not reconnect')
        reconnectLater()
      })
    }, reconnectMs)
    timer.unref()
  }

  await connect()
  return {
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      const c = client
      client = undefined
      await c?.end()
    },
  }
}
