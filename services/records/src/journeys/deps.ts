// What the journeys engine, its calls and its job are built from (records' setup, service.ts).
import type { Bus } from '@care/kit/bus/types'
import type { JobDefinition, RunningJobs } from '@care/kit/jobs/index'
import type { RecordsDb } from '../db.ts'
import type { RecordsRepositories } from '../repositories.ts'
import type { EndusersPort } from './endusers-port.ts'

export interface AutomationDeps {
  db: RecordsDb
  repos: RecordsRepositories
  bus: Bus
  jobs: RunningJobs<readonly JobDefinition[]>
  endusers: EndusersPort
  /** the clock actions are due by (tests move it); Date.now otherwise */
  now(): number
}

/** records' start options (startRecords({ options })) */
export interface RecordsOptions {
  /** the automation's clock (tests move it) */
  now?: () => number
}

export const SYSTEM = { type: 'system', id: 'records' } as const
