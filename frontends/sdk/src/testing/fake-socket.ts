// A live socket for component tests (the client's WebSocket option): it opens and authenticates at once.
/** A stand-in for /v1/live: authenticates at once; `FakeSocket.last.push(event, data)` delivers an event. */
export class FakeSocket {
  static last?: FakeSocket
  readyState = 1
  closed = false
  onopen: ((ev: unknown) => void) | null = null
  onmessage: ((ev: { data: unknown }) => void) | null = null
  onclose: ((ev: { code: number }) => void) | null = null
  onerror: ((ev: unknown) => void) | null = null

  constructor(readonly url: string) {
    FakeSocket.last = this
    queueMicrotask(() => this.onopen?.({}))
  }

  send(data: string) {
    if ((JSON.parse(data) as { type?: string }).type === 'authenticate') queueMicrotask(() => this.onmessage?.({ data: JSON.stringify({ type: 'authenticated' }) }))
  }

  close() {
    this.closed = true
  }

  push(event: string, data: unknown[]) {
    this.onmessage?.({ data: JSON.stringify({ event, data }) })
  }
}
