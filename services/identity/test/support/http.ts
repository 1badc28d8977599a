// Calls the running gateway as some principal: `{ authorization }` is the header to send, if any.
export interface Principal {
  authorization?: string
}

export interface ApiAnswer<T = unknown> {
  status: number
  body: T
  headers: Headers
}

export async function api<T = unknown>(baseUrl: string, as: Principal, method: string, path: string, payload?: Record<string, unknown>): Promise<ApiAnswer<T>> {
  const url = new URL(`/v1${path}`, baseUrl)
  const headers: Record<string, string> = {}
  if (as.authorization) headers.authorization = as.authorization
  let body: string | undefined
  if (payload && method === 'GET') {
    for (const [k, v] of Object.entries(payload)) url.searchParams.set(k, typeof v === 'string' ? v : JSON.stringify(v))
  } else if (payload) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(payload)
  }
  const res = await fetch(url, { method, headers, body })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers }
}

/** The changes of every `evt.<collection>.updated` in identity's outbox that name record `id`, oldest first. */
export async function outboxChanges(platform: { running: Record<string, unknown> }, collection: string, id: string): Promise<Record<string, unknown>[]> {
  const identity = platform.running.identity as { db: { $queryRawUnsafe<T>(sql: string, ...values: unknown[]): Promise<T> } }
  const rows = await identity.db.$queryRawUnsafe<{ payload: { changes?: { id: string; changes: Record<string, unknown> }[] } }[]>(
    'SELECT payload FROM care_outbox WHERE subject = $1 ORDER BY created_at, id', `evt.${collection}.updated`,
  )
  return rows.flatMap((r) => (r.payload.changes ?? []).filter((c) => c.id === id).map((c) => c.changes))
}
