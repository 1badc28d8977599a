// What no call may receive, whatever its schema says, refused at the edge with a 400 before any
// recursive code (zod, Prisma, serialisation) sees it: values nested deeper than MAX_INPUT_DEPTH
// (a 10,000-deep object would overflow the stack downstream), and text that PostgreSQL cannot store
// (a lone UTF-16 surrogate, the NUL character). The walk is iterative, so it cannot overflow itself.
import { badRequest } from '@care/contracts/errors'

export const MAX_INPUT_DEPTH = 32
export const INPUT_TOO_DEEP = `Input must not be nested more than ${MAX_INPUT_DEPTH} levels deep`
export const INVALID_TEXT = 'Text must be valid Unicode without NUL characters'

// a high surrogate not followed by a low one, or a low one not preceded by a high one
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const badText = (s: string) => LONE_SURROGATE.test(s) || s.includes('\u0000')

/** Throws ApiError 400 naming the first offending field (dotted path). */
export function checkInputShape(payload: unknown): void {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: payload, path: '', depth: 0 }]
  while (stack.length) {
    const { value, path, depth } = stack.pop()!
    if (typeof value === 'string') {
      if (badText(value)) throw badRequest(INVALID_TEXT, [{ field: path || 'body', message: INVALID_TEXT }])
      continue
    }
    if (!value || typeof value !== 'object') continue
    if (depth >= MAX_INPUT_DEPTH) throw badRequest(INPUT_TOO_DEEP, [{ field: path || 'body', message: INPUT_TOO_DEEP }])
    for (const [key, child] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key
      if (badText(key)) throw badRequest(INVALID_TEXT, [{ field: path || 'body', message: INVALID_TEXT }])
      stack.push({ value: child, path: at, depth: depth + 1 })
    }
  }
}
