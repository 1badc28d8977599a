// The part of the WebSocket API the live connection uses: the browser's WebSocket and the `ws`
// package (Node 20) both fit.
export interface LiveSocket {
  readonly readyState: number
  onopen: ((ev: unknown) => void) | null
  onmessage: ((ev: { data: unknown }) => void) | null
  onclose: ((ev: { code: number; reason?: string }) => void) | null
  onerror: ((ev: unknown) => void) | null
  send(data: string): void
  close(code?: number, reason?: string): void
}

export type LiveSocketConstructor = new (url: string) => LiveSocket

export const SOCKET_OPEN = 1

/** `http://host/v1` → `ws://host/v1/live`; a relative `/v1` uses the page's location. */
export function liveUrl(apiUrl: string): string {
  let base = apiUrl
  if (!/^https?:\/\//.test(base)) {
    const origin = (globalThis as { location?: { origin?: string } }).location?.origin
    if (!origin) throw new TypeError('A relative apiBaseUrl needs a page location for live events')
    base = `${origin}${base}`
  }
  return `${base.replace(/^http/, 'ws')}/live`
}

export function defaultWebSocket(): LiveSocketConstructor | undefined {
  return (globalThis as { WebSocket?: LiveSocketConstructor }).WebSocket
}
