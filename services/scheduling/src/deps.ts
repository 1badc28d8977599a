// What scheduling's named calls, reactions and jobs are built from (the service's setup).
import type { Logger } from 'pino'
import type { Bus } from '@care/kit/bus/types'
import type { JobDefinition, RunningJobs } from '@care/kit/jobs/index'
import type { PrismaClient } from './db.ts'
import type { SchedulingRepositories } from './repositories.ts'

export interface SchedulingOptions {
  /** the clock reminders are due by (tests move it); Date.now otherwise */
  now?: () => number
}

export interface SchedulingDeps {
  db: PrismaClient
  repos: SchedulingRepositories
  bus: Bus
  jobs: RunningJobs<readonly JobDefinition[]>
  log: Logger
  now(): number
}
