// Runs a service's reactions: one durable consumer per reaction and subject, named after the
// service and the reaction, so every replica shares the work and a restart resumes where the
// durable stopped. Delivery is at least once (the bus redelivers with backoff on a throw); the
// effects are exactly once (apply.ts).
import type { Logger } from 'pino'
import type { Bus, Subscription } from '../bus/types.ts'
import type { PrismaClientLike } from '../collections/types.ts'
import { applyOnce, DEFAULT_MAX_ATTEMPTS } from './apply.ts'
import type { Reaction } from './define.ts'

export interface StartReactionsOptions {
  service: string
  bus: Bus
  /** the service's Prisma client (its database holds the kit's reaction tables) */
  prisma: PrismaClientLike
  log: Logger
  reactions: readonly Reaction[]
}

export interface RunningReactions {
  stop(): Promise<void>
}

/** JetStream durable names may not hold '.', '*' or '>'. */
export const durableName = (service: string, reaction: string, subject: string) =>
  `${service}__${reaction}__${subject.replace(/\*/g, 'any').replace(/>/g, 'all').replace(/[^a-z0-9_-]/gi, '_')}`

export async function startReactions(o: StartReactionsOptions): Promise<RunningReactions> {
  const names = new Set<string>()
  for (const r of o.reactions) {
    if (names.has(r.name)) throw new Error(`${o.service}: two reactions named '${r.name}'`)
    names.add(r.name)
  }
  const subscriptions: Subscription[] = []
  const attempts = new Map<string, number>()
  try {
    for (const reaction of o.reactions) {
      const log = o.log.child({ reaction: reaction.name })
      for (const subject of reaction.subjects) {
        const sub = await o.bus.subscribeDurable(durableName(o.service, reaction.name, subject), subject, async (event) => {
          const key = `${reaction.name}:${event.id}`
          const attempt = (attempts.get(key) ?? 0) + 1
          attempts.set(key, attempt)
          try {
            await applyOnce(o.prisma, reaction, event, log, attempt)
            attempts.delete(key)
          } catch (err) {
            log.warn({ err, eventId: event.id, attempt }, 'reaction failed; the event will be redelivered')
            throw err
          }
        }, {
          ackWaitMs: reaction.options.ackWaitMs ?? 30_000,
          // the reaction gives up (into care_background_errors) before the bus would
          maxDeliver: (reaction.options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS) + 5,
        })
        subscriptions.push(sub)
      }
    }
  } catch (e) {
    for (const s of subscriptions) await s.unsubscribe().catch(() => {})
    throw e
  }
  return {
    async stop() {
      for (const s of subscriptions.splice(0)) await s.unsubscribe()
    },
  }
}
