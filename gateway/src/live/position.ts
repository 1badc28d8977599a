// A live event's position on the wire: `<stream>.<seq>` (the bus's EventPosition: the JetStream
// stream sequence, or the in-process stream's). Clients keep it as an opaque string and hand the
// last one they saw back on reconnect (`after`).
import type { EventPosition } from '@care/kit/bus/types'

const MAX_LENGTH = 64

export const encodePosition = (p: EventPosition): string => `${p.stream}.${p.seq}`

/** The position a client sent, or undefined when it is not one this gateway could have given. */
export function decodePosition(text: unknown): EventPosition | undefined {
  if (typeof text !== 'string' || text.length > MAX_LENGTH) return undefined
  const dot = text.lastIndexOf('.')
  if (dot < 1) return undefined
  const digits = text.slice(dot + 1)
  const seq = Number(digits)
  if (!/^\d+$/.test(digits) || !Number.isSafeInteger(seq)) return undefined
  return { stream: text.slice(0, dot), seq }
}
