// The subscriptions a bus connection has handed out, so close() can end every one of them.
import type { Subscription } from './types.ts'

export interface SubscriptionSet {
  /** wraps `stop` as a Subscription that is forgotten (and stopped once) on unsubscribe */
  track(stop: () => unknown): Subscription
  /** unsubscribes everything still open */
  closeAll(): Promise<void>
}

export function subscriptionSet(): SubscriptionSet {
  const open = new Set<Subscription>()
  return {
    track(stop) {
      const sub: Subscription = {
        async unsubscribe() {
          if (!open.delete(sub)) return
          await stop()
        },
      }
      open.add(sub)
      return sub
    },
    async closeAll() {
      await Promise.all([...open].map((s) => s.unsubscribe()))
    },
  }
}
