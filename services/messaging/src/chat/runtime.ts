// What the chat collections' hooks need beyond their database client (hooks are built from the client
// alone), registered by the service's setup for that client: the bus (identity's organization
// settings) and the clock.
import type { Bus } from '@care/kit/bus/types'

export interface ChatRuntime {
  bus: Bus
  now(): number
}

const runtimes = new WeakMap<object, ChatRuntime>()

export const registerChatRuntime = (db: object, runtime: ChatRuntime) => void runtimes.set(db, runtime)

export function chatRuntimeOf(db: object): ChatRuntime {
  const runtime = runtimes.get(db)
  if (!runtime) throw new Error('messaging: the service has not registered its chat runtime for this database client')
  return runtime
}
