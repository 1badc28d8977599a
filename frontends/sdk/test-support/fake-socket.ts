// A WebSocket double: tests open, answer and close it by hand.
import type { LiveSocket } from '../src/live/socket.ts'

export class FakeSocket implements LiveSocket {
  static instances: FakeSocket[] = []
  readyState = 0
  sent: unknown[] = []
  closed = false
  onopen: ((ev: unknown) => void) | null = null
  onmessage: ((ev: { data: unknown }) => void) | null = null
  onclose: ((ev: { code: number; reason?: string }) => void) | null = null
  onerror: ((ev: unknown) => void) | null = null

  constructor(readonly url: string) {
    FakeSocket.instances.push(this)
  }
  send(data: string) {
    this.sent.push(JSON.parse(data))
  }
  close() {
    this.closed = true
    this.readyState = 3
  }
  // ── the server side ──
  open() {
    this.readyState = 1
    this.onopen?.({})
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) })
  }
  drop(code = 1006) {
    this.readyState = 3
    this.onclose?.({ code })
  }
  static get last() {
    return FakeSocket.instances.at(-1)!
  }
}
