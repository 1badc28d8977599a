// A durable job: work that must happen later (an automation step, a reminder, a webhook retry, a
// link's expiry) and must survive restarts and run once across replicas. Declared once with
// `defineJob`, run by `startJobs` (start.ts) on pg-boss in the service's own database.
import type { z } from 'zod'
import type { Logger } from 'pino'

export interface JobContext {
  /** pg-boss's job id */
  jobId: string
  /** 0 on the first run, then 1, 2 … on retries */
  retryCount: number
  log: Logger
}

export interface JobOptions<P> {
  /** validates the payload when the job is scheduled and again before it runs */
  payload?: z.ZodType<P>
  /** retries after a failure (default 3), first delay in seconds (default 5), doubling when retryBackoff (default true) */
  retryLimit?: number
  retryDelay?: number
  retryBackoff?: boolean
  /** a run taking longer is failed (and retried); default 15 minutes */
  expireInSeconds?: number
  /**
   * a recurring job (a sweep): run when the service starts and then this many seconds after each
   * run ends, with an empty payload; at most one run waits in the queue, however many replicas
   * start (pg-boss's 'short' queue policy), so replicas and restarts never multiply it
   */
  everySeconds?: number
}

export interface JobDefinition<N extends string = string, P = unknown> {
  name: N
  // method syntax: a job of a specific payload is still a JobDefinition for lists of jobs
  handler(payload: P, ctx: JobContext): Promise<void>
  options: JobOptions<P>
}

/** A job whose payload schema types its handler: `defineJob('remind', async ({ eventId }) => …, { payload: z.object({ eventId: z.string() }) })`. */
export function defineJob<const N extends string, S extends z.ZodType>(
  name: N, handler: (payload: z.output<S>, ctx: JobContext) => Promise<void>, options: Omit<JobOptions<z.output<S>>, 'payload'> & { payload: S },
): JobDefinition<N, z.output<S>>
/** A job typed by its handler's parameter (validated only when a `payload` schema is given). */
export function defineJob<const N extends string, P = unknown>(name: N, handler: (payload: P, ctx: JobContext) => Promise<void>, options?: JobOptions<P>): JobDefinition<N, P>
export function defineJob<const N extends string, P = unknown>(name: N, handler: (payload: P, ctx: JobContext) => Promise<void>, options: JobOptions<P> = {}): JobDefinition<N, P> {
  if (!/^[a-z0-9][a-z0-9._-]*$/i.test(name)) throw new Error(`job name '${name}': letters, digits, '.', '_' and '-' only`)
  return { name, handler, options }
}
