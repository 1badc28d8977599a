// Runs a service's jobs on pg-boss, in the service's own database (schema `pgboss`, created and
// migrated by pg-boss itself). Every replica polls the same queues; pg-boss hands each job to one
// worker (SELECT … FOR UPDATE SKIP LOCKED), retries failures with backoff, and a job scheduled
// before a crash is still there after the restart.
import PgBoss from 'pg-boss'
import type { Logger } from 'pino'
import type { JobDefinition } from './define.ts'

export const JOBS_SCHEMA = 'pgboss'

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
  await boss.start()
  try {
    for (const job of o.jobs) {
      const queue = {
        name: job.name,
        retryLimit: job.options.retryLimit ?? 3,
        retryDelay: job.options.retryDelay ?? 5,
        retryBackoff: job.options.retryBackoff ?? true,
        expireInSeconds: job.options.expireInSeconds ?? 15 * 60,
      }
      await boss.createQueue(job.name, queue)
      await boss.updateQueue(job.name, queue)
      await boss.work<unknown>(job.name, { pollingIntervalSeconds: o.pollingIntervalSeconds ?? 2, batchSize: 1, includeMetadata: true }, async ([j]) => {
        if (!j) return
        const payload = job.options.payload ? job.options.payload.parse(j.data) : j.data
        try {
          await job.handler(payload, { jobId: j.id, retryCount: j.retryCount, log })
        } catch (err) {
          log.error({ err, job: job.name, jobId: j.id }, 'job failed (pg-boss retries it until its retry limit)')
          throw err
        }
      })
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
      return boss.send(name, (data ?? {}) as object, startAfter ? { startAfter } : {})
    },
    cancel: (name, id) => boss.cancel(name, id),
    async stop({ timeoutMs = 10_000 } = {}) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs })
    },
  }
}
