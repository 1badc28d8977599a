// Runs a service's jobs on pg-boss, in the service's own database (schema `pgboss`, created and
// migrated by pg-boss itself). Every replica polls the same queues; pg-boss hands each job to one
// worker (SELECT … FOR UPDATE SKIP LOCKED), retries failures with backoff, and a job scheduled
// before a crash is still there after the restart. A worker takes up to JOBS_BATCH_SIZE due jobs
// at once (8 by default) and runs them side by side, each completed or failed (and retried) on its
// own; after a full batch, or when this process schedules a job due now, it looks again at once
// instead of after the polling interval — so a backlog drains at the handlers' pace, not one job
// per poll. A recurring job (`everySeconds`) is sent when the service starts and again after each
// run; its queue holds at most one waiting run (pg-boss's 'short' policy), so every replica may
// send it without the sweep running twice as often.
import PgBoss from 'pg-boss'
import type { Logger } from 'pino'
import type { JobDefinition } from './define.ts'

export const JOBS_SCHEMA = 'pgboss'

const BATCH_SIZE = Number(process.env.JOBS_BATCH_SIZE) > 0 ? Math.floor(Number(process.env.JOBS_BATCH_SIZE)) : 8

export interface StartJobsOptions<J extends readonly JobDefinition[]> {
  service: string
  /** the service's own database */
  databaseUrl: string
  log: Logger
  jobs: J
  /** how often an idle worker looks for due jobs; default 2 s (pg-boss's minimum is 0.5 s) */
  pollingIntervalSeconds?: number
}

type NameOf<J extends readonly JobDefinition[]> = J[number]['name']
type PayloadOf<J extends readonly JobDefinition[], N> = Extract<J[number], { name: N }> extends JobDefinition<string, infer P> ? P : never

export interface ScheduleOptions {
  /** when: a Date, or seconds from now; default now */
  startAfter?: Date | number
}

export interface RunningJobs<J extends readonly JobDefinition[]> {
  /** answers the job id (keep it to cancel the job, e.g. when an appointment moves) */
  schedule<N extends NameOf<J>>(name: N, payload: PayloadOf<J, N>, options?: ScheduleOptions): Promise<string | null>
  /** many jobs of one name in one insert (a large enrolment's first actions); their ids are not answered */
  scheduleMany<N extends NameOf<J>>(name: N, jobs: readonly ({ payload: PayloadOf<J, N> } & ScheduleOptions)[]): Promise<void>
  cancel(name: NameOf<J>, id: string): Promise<void>
  /** stops taking jobs; waits up to `timeoutMs` (default 10 s) for running ones */
  stop(options?: { timeoutMs?: number }): Promise<void>
}

export async function startJobs<const J extends readonly JobDefinition[]>(o: StartJobsOptions<J>): Promise<RunningJobs<J>> {
  const byName = new Map<string, JobDefinition>(o.jobs.map((j) => [j.name, j]))
  if (byName.size !== o.jobs.length) throw new Error(`${o.service}: two jobs share a name`)
  const log = o.log.child({ jobs: o.service })
  const boss = new PgBoss({
    connectionString: o.databaseUrl,
    schema: JOBS_SCHEMA,
    application_name: `${o.service}-jobs`,
    // pg-boss's cron scheduling is not used: delays are scheduled jobs
    schedule: false,
    // its own pool: 4 connections, or JOBS_POOL_MAX (the test runner's is lower, see db/prisma.ts)
    max: Number(process.env.JOBS_POOL_MAX) > 0 ? Number(process.env.JOBS_POOL_MAX) : 4,
  } as PgBoss.ConstructorOptions & { application_name: string })
  boss.on('error', (err) => log.error({ err }, 'job queue error'))
  const workers = new Map<string, string>()
  const wake = (name: string) => {
    const id = workers.get(name)
    if (id) boss.notifyWorker(id)
  }
  await boss.start()
  try {
    for (const job of o.jobs) {
      const queue = {
        name: job.name,
        retryLimit: job.options.retryLimit ?? 3,
        retryDelay: job.options.retryDelay ?? 5,
        retryBackoff: job.options.retryBackoff ?? true,
        expireInSeconds: job.options.expireInSeconds ?? 15 * 60,
        ...(job.options.everySeconds ? { policy: 'short' as const } : {}),
      }
      await boss.createQueue(job.name, queue)
      await boss.updateQueue(job.name, queue)
      const workerId = await boss.work<unknown>(job.name, { pollingIntervalSeconds: o.pollingIntervalSeconds ?? 2, batchSize: BATCH_SIZE, includeMetadata: true }, async (batch) => {
        const outcomes = await Promise.allSettled(batch.map(async (j) => {
          const payload = job.options.payload ? job.options.payload.parse(j.data) : j.data
          try {
            await job.handler(payload, { jobId: j.id, retryCount: j.retryCount, log })
          } finally {
            // the next run of a recurring job, however this one ended (a second one waiting is refused by the queue)
            if (job.options.everySeconds) await boss.send(job.name, {}, { startAfter: new Date(Date.now() + job.options.everySeconds * 1000) }).catch((err: unknown) => log.warn({ err, job: job.name }, 'the next run of a recurring job could not be sent'))
          }
        }))
        // each failure is failed on its own (pg-boss retries it); the rest are completed when this returns
        await Promise.all(outcomes.map(async (outcome, i) => {
          if (outcome.status === 'fulfilled') return
          const err = outcome.reason as Error
          log.error({ err, job: job.name, jobId: batch[i]!.id }, 'job failed (pg-boss retries it until its retry limit)')
          await boss.fail(job.name, batch[i]!.id, { message: err?.message ?? String(err) })
        }))
        // a full batch: more are likely due — look again at once
        if (batch.length === BATCH_SIZE) wake(job.name)
      })
      workers.set(job.name, workerId)
      // a recurring job runs at start (unless a run is already waiting: the queue keeps one)
      if (job.options.everySeconds) await boss.send(job.name, {})
    }
  } catch (e) {
    await boss.stop({ graceful: false, wait: true }).catch(() => {})
    throw e
  }

  return {
    async schedule(name, payload, options = {}) {
      const job = byName.get(name)
      if (!job) throw new Error(`${o.service}: no job named '${String(name)}'`)
      const data = job.options.payload ? job.options.payload.parse(payload) : payload
      const startAfter = typeof options.startAfter === 'number' ? new Date(Date.now() + options.startAfter * 1000) : options.startAfter
      const id = await boss.send(name, (data ?? {}) as object, startAfter ? { startAfter } : {})
      // due now: this process's worker takes it without waiting for its next poll
      if (!startAfter || startAfter.getTime() <= Date.now()) wake(name)
      return id
    },
    async scheduleMany(name, jobs) {
      const job = byName.get(name)
      if (!job) throw new Error(`${o.service}: no job named '${String(name)}'`)
      if (!jobs.length) return
      const now = Date.now()
      const at = (s: ScheduleOptions['startAfter']) => (typeof s === 'number' ? new Date(now + s * 1000) : s)
      await boss.insert(jobs.map((j) => {
        const startAfter = at(j.startAfter)
        return { name, data: (job.options.payload ? job.options.payload.parse(j.payload) : j.payload ?? {}) as object, ...(startAfter ? { startAfter } : {}) }
      }))
      if (jobs.some((j) => !j.startAfter || (at(j.startAfter)?.getTime() ?? 0) <= now)) wake(name)
    },
    cancel: (name, id) => boss.cancel(name, id),
    async stop({ timeoutMs = 10_000 } = {}) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs })
    },
  }
}
