// Calls the running gateway as some principal (every suite's REST helper): `{ authorization }` is the header to send, if any.
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
