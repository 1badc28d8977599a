// A service definition as its own process (the cluster entry `src/main.ts` of every service):
// MIGRATE_ONLY=1 migrates and exits; otherwise NATS, probes, metrics and a clean stop on SIGTERM.
import type { PrismaClientLike } from '../collections/types.ts'
import { requiredEnv, runServiceProcess } from '../runtime/service-process.ts'
import type { CollectionEntry } from './collections.ts'
import type { ServiceDefinition } from './define-service.ts'
import { startService } from './start-service.ts'

export function runService<P extends PrismaClientLike & { $disconnect(): Promise<void> }, O, X extends object, const L extends readonly CollectionEntry<P>[], D>(
  def: ServiceDefinition<P, O, X, L, D>, options?: O,
): Promise<void> {
  return runServiceProcess({
    name: def.name,
    migrationsDir: def.migrationsDir,
    start: (o) => startService(def, { ...o, options }),
    ready: (s) => s.ready(),
  })
}

export { requiredEnv }
