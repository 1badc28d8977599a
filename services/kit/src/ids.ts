// 24-hex ids in the ObjectId layout (4-byte seconds, 5-byte process random, 3-byte counter), so
// ids sort by creation time and `lastId` paging follows creation order.
import { randomBytes } from 'node:crypto'
import { badRequest } from '@care/contracts/errors'
import { OBJECT_ID_PATTERN } from '@care/contracts/record'
import { ValueMessages } from '@care/contracts/values/value-messages'

const processRandom = randomBytes(5).toString('hex')
let counter = randomBytes(3).readUIntBE(0, 3)

export function newObjectId(now = Date.now()): string {
  counter = (counter + 1) % 0xffffff
  const seconds = Math.floor(now / 1000).toString(16).padStart(8, '0')
  return seconds + processRandom + counter.toString(16).padStart(6, '0')
}

export const isObjectId = (s: unknown): s is string => typeof s === 'string' && OBJECT_ID_PATTERN.test(s)

/** A record id named by the caller: a malformed one is a 400 'Invalid id' (spec 1 §5), not a 404. */
export function requireObjectId(s: unknown, field = 'id'): string {
  if (!isObjectId(s)) throw badRequest(ValueMessages.invalidId, [{ field, message: ValueMessages.invalidId }])
  return s
}
