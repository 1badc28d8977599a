// A job's payload schema types its handler; without one, the handler's parameter does. The
// `@ts-expect-error` lines are compile-time checks: `tsc` fails if they ever compile.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { pino } from 'pino'
import { z } from 'zod'
import { defineJob } from './define.ts'

test("a job's payload schema types its handler's payload", async () => {
  const seen: string[] = []
  const typed = defineJob('typed', async ({ eventId }) => void seen.push(eventId), { payload: z.object({ eventId: z.string() }) })
  await typed.handler({ eventId: 'e1' }, { jobId: 'j', retryCount: 0, log: pino({ level: 'silent' }) })
  assert.deepEqual(seen, ['e1'])
  // @ts-expect-error eventId is a string
  defineJob('wrong', async ({ eventId }) => { const n: number = eventId; void n }, { payload: z.object({ eventId: z.string() }) })
  // without a schema the handler's parameter types it
  const annotated = defineJob('annotated', async (_p: { n: number }) => undefined)
  assert.equal(annotated.name, 'annotated')
  assert.throws(() => defineJob('bad name', async () => undefined), /letters, digits/)
})
