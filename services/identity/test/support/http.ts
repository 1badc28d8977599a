// Identity's test helpers over HTTP: the gateway call helper is the platform's (@care/kit/testing/http).
export { api, type ApiAnswer, type Principal } from '@care/kit/testing/http'

/** The changes of every `evt.<collection>.updated` in identity's outbox that name record `id`, oldest first. */
export async function outboxChanges(platform: { running: Record<string, unknown> }, collection: string, id: string): Promise<Record<string, unknown>[]> {
  const identity = platform.running.identity as { db: { $queryRawUnsafe<T>(sql: string, ...values: unknown[]): Promise<T> } }
  const rows = await identity.db.$queryRawUnsafe<{ payload: { changes?: { id: string; changes: Record<string, unknown> }[] } }[]>(
    'SELECT payload FROM care_outbox WHERE subject = $1 ORDER BY created_at, id', `evt.${collection}.updated`,
  )
  return rows.flatMap((r) => (r.payload.changes ?? []).filter((c) => c.id === id).map((c) => c.changes))
}
