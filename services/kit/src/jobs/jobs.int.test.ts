// Durable jobs on pg-boss in a service's own database: a job scheduled before a crash runs after
// the restart, once; two replicas run each job once; failures are retried; payloads are validated.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { pino } from 'pino'
import { z } from 'zod'
import PgBoss from 'pg-boss'
import { createTestDatabase, type TestDatabase } from '../testing/database.ts'
import { defineJob, JOBS_SCHEMA, startJobs, type JobDefinition, type RunningJobs } from './index.ts'

const log = pino({ level: 'silent' })
const POLL = 0.5

async function eventually(check: () => boolean | Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting until ${what}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

describe('durable jobs (pg-boss)', () => {
  let db: TestDatabase
  let inspector: PgBoss
  const running: RunningJobs<readonly JobDefinition[]>[] = []
  /** job id → how many times a handler ran it, across every instance in this process */
  const runs = new Map<string, number>()
  const record = (id: string) => runs.set(id, (runs.get(id) ?? 0) + 1)

  const start = async (jobs: readonly JobDefinition[]) => {
    const r = await startJobs({ service: 'test', databaseUrl: db.url, log, jobs, pollingIntervalSeconds: POLL })
    running.push(r as RunningJobs<readonly JobDefinition[]>)
    return r
  }
  const stateOf = async (name: string, id: string) => (await inspector.getJobById(name, id))?.state

  before(async () => {
    db = await createTestDatabase('jobs')
    // reads job states the way an operator would, without working any queue
    inspector = new PgBoss({ connectionString: db.url, schema: JOBS_SCHEMA, supervise: false, schedule: false, migrate: true })
    inspector.on('error', () => {})
    await inspector.start()
  })
  after(async () => {
    for (const r of running) await r.stop({ timeoutMs: 0 }).catch(() => {})
    await inspector?.stop({ graceful: false, wait: true }).catch(() => {})
    await db?.drop()
  })

  it('a job scheduled before a crash runs after the restart, exactly once', async () => {
    const remind = (label: string) => defineJob('reminder', async (_p: { appointmentId: string }, ctx) => {
      assert.notEqual(label, 'crashed', 'the crashed instance must not run it')
      record(ctx.jobId)
    })
    const first = await start([remind('crashed')])
    const id = await first.schedule('reminder', { appointmentId: 'a1' }, { startAfter: 2 })
    assert.ok(id)
    await first.stop({ timeoutMs: 0 })
    assert.equal(await stateOf('reminder', id!), 'created', 'still waiting while nobody runs')

    await start([remind('restarted')])
    await eventually(async () => (await stateOf('reminder', id!)) === 'completed', 'the job to complete after the restart')
    assert.equal(runs.get(id!), 1)
  })

  it('two replicas run each of 20 jobs exactly once', async () => {
    const job = defineJob('sync', async (_p: { n: number }, ctx) => void record(ctx.jobId))
    const a = await start([job])
    await start([job])
    const ids = await Promise.all(Array.from({ length: 20 }, (_, n) => a.schedule('sync', { n })))
    await eventually(async () => {
      const states = await Promise.all(ids.map((id) => stateOf('sync', id!)))
      return states.every((s) => s === 'completed')
    }, 'all 20 jobs to complete')
    assert.deepEqual(ids.map((id) => runs.get(id!)), ids.map(() => 1))
  })

  it('a failing job is retried and then completes', async () => {
    const attempts = new Map<string, number[]>()
    const flaky = defineJob('flaky', async (_p: object, ctx) => {
      attempts.set(ctx.jobId, [...(attempts.get(ctx.jobId) ?? []), ctx.retryCount])
      if (ctx.retryCount === 0) throw new Error('first try fails')
    }, { retryLimit: 2, retryDelay: 1, retryBackoff: false })
    const r = await start([flaky])
    const id = (await r.schedule('flaky', {}))!
    await eventually(async () => (await stateOf('flaky', id)) === 'completed', 'the retry to complete')
    assert.deepEqual(attempts.get(id), [0, 1])
  })

  it('scheduleMany: many jobs in one insert, each run once, a later one only at its time; payloads validated', async () => {
    const seen: number[] = []
    const many = defineJob('many', async (p: { n: number }) => void seen.push(p.n), { payload: z.object({ n: z.number() }) })
    const r = await start([many])
    await assert.rejects(r.scheduleMany('many', [{ payload: { n: 'x' as unknown as number } }]), /number/i)
    await r.scheduleMany('many', [...Array.from({ length: 30 }, (_, n) => ({ payload: { n } })), { payload: { n: 99 }, startAfter: 3600 }])
    await eventually(() => seen.length >= 30, 'the 30 due jobs to run')
    assert.deepEqual([...seen].sort((a, b) => a - b), Array.from({ length: 30 }, (_, n) => n), 'each once; the one due in an hour not yet')
    assert.equal(await inspector.getQueueSize('many'), 1, 'the later one waits')
  })

  it('payloads are validated when scheduled; a scheduled job can be cancelled', async () => {
    const typed = defineJob('typed', async (_p: { url: string }, ctx) => void record(ctx.jobId), { payload: z.object({ url: z.url() }) })
    const r = await start([typed])
    await assert.rejects(r.schedule('typed', { url: 'not a url' }), /url/i)
    const later = await r.schedule('typed', { url: 'https://example.com/a' }, { startAfter: 60 })
    assert.ok(later)
    await r.cancel('typed', later!)
    assert.equal(await stateOf('typed', later!), 'cancelled')
    assert.equal(runs.get(later!), undefined)
  })

  it('a recurring job (everySeconds) runs at start and again after each run, a failed run too; replicas never queue it twice', async () => {
    const ran: string[] = []
    const sweep = defineJob('sweep', async (_p, ctx) => {
      ran.push(ctx.jobId)
      if (ran.length === 2) throw new Error('a failing run still sends the next')
    }, { everySeconds: 1, retryLimit: 0 })
    await start([sweep])
    await start([sweep])
    // created or retry: the runs waiting their turn
    const waiting = () => inspector.getQueueSize('sweep')
    const most: number[] = []
    await eventually(async () => {
      most.push(await waiting())
      return ran.length >= 4
    }, 'four runs of the recurring job')
    assert.equal(new Set(ran).size, ran.length, 'each run is its own job')
    assert.ok(Math.max(...most) <= 1, `at most one run waits, whatever the replicas: ${JSON.stringify([...new Set(most)])}`)
  })
})
