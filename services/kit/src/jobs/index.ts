// Durable scheduled work: `defineJob` declares a job, `startJobs` runs a service's jobs on pg-boss.
export { defineJob, type JobContext, type JobDefinition, type JobOptions } from './define.ts'
export { startJobs, JOBS_SCHEMA, type RunningJobs, type ScheduleOptions, type StartJobsOptions } from './start.ts'
