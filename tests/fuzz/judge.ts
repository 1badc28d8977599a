// What counts as a finding: an answer of 500 or more (but 503: a dependency declared unavailable,
// which the client may retry — drug lookup without its outside service), an answer that shows a stack trace or an
// internal error's text, no answer at all (a hang, a reset, a process gone), and a 2xx for a caller
// the route does not admit.
export interface Answer {
  /** 0 when no answer came; -1 when the client itself would not send the request */
  status: number
  body: string
  /** why no answer came */
  error?: string
}

// a source location (file.ts:12:5, node:internal/…), a V8 stack line, or an internal error's own name
const STACK = /\n\s+at\s|\bat\s+\S+\s+\(\S+:\d+:\d+\)|[\w./-]+\.(?:ts|js|mjs|cjs):\d+:\d+|node:internal\/|\b(?:TypeError|ReferenceError|RangeError|PrismaClient\w*Error)\b|Invalid `prisma\./

export function judge(answer: Answer, allowed: boolean): string | undefined {
  if (answer.status === -1) return undefined
  if (answer.status === 0) return `no answer (${answer.error ?? 'unknown'})`
  if (answer.status >= 500 && answer.status !== 503) return `answered ${answer.status}`
  if (STACK.test(answer.body)) return 'a stack trace or an internal error in the answer'
  if (!allowed && answer.status >= 200 && answer.status < 300) return `a caller the route does not admit got ${answer.status}`
  return undefined
}
