// What the collections' hooks need beyond their database client, registered by the service's setup
// for that client (hooks are built from the client alone): the patient's tags and whether their
// portal disables Community, asked of identity over the bus (never its tables), and the iframe
// hosts allowed besides YouTube.
import type { OperationContext } from '@care/kit/runtime/operation'
import type { CommunitySetting } from './domain/community-setting.ts'

export interface ContentRuntime {
  /** the patient's tags (identity's endusers.for-form), [] when there is no such patient */
  enduserTags(businessId: string, enduserId: string, ctx: Pick<OperationContext, 'requestId' | 'traceparent'>): Promise<string[]>
  iframeHosts: readonly string[]
  /** the Community page setting of a patient's portal (identity's portal_customizations) */
  community: CommunitySetting
}

const runtimes = new WeakMap<object, ContentRuntime>()

export const registerRuntime = (db: object, runtime: ContentRuntime) => void runtimes.set(db, runtime)

export function runtimeOf(db: object): ContentRuntime {
  const runtime = runtimes.get(db)
  if (!runtime) throw new Error('content: the service has not registered its runtime for this database client')
  return runtime
}
