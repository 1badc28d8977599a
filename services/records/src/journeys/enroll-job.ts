// A large enrolment (/add-endusers-to-journey with more than ENROLL_AT_ONCE patients) runs as
// durable jobs of ENROLL_AT_ONCE patients each: the call answers at once, the jobs survive a
// restart, and a chunk that fails is retried whole — enrolling again restarts a patient cleanly
// (their pending actions in the journey cancelled first), so a retry never doubles a run.
import { z } from 'zod'
import { defineJob } from '@care/kit/jobs/index'
import type { AutomationDeps } from './deps.ts'
import { automationSession } from './endusers-port.ts'
import { enroll, ENROLL_JOB } from './engine.ts'

const payload = z.object({
  businessId: z.string(),
  /** whose automation session writes the patients (the caller's) */
  userId: z.string(),
  journeyId: z.string(),
  enduserIds: z.array(z.string()),
  source: z.string(),
  startAt: z.number(),
  indexOffset: z.number(),
  automationStepId: z.string().optional(),
  journeyContext: z.record(z.string(), z.unknown()).optional(),
  throttle: z.boolean().optional(),
})

export const enrollJob = (d: AutomationDeps) =>
  defineJob(ENROLL_JOB, async (p) => {
    await enroll(d, {
      businessId: p.businessId, journeyId: p.journeyId, enduserIds: p.enduserIds, as: automationSession(p.businessId, p.userId), source: p.source,
      startAt: p.startAt, indexOffset: p.indexOffset,
      ...(p.automationStepId ? { automationStepId: p.automationStepId } : {}), ...(p.journeyContext ? { journeyContext: p.journeyContext } : {}),
      ...(p.throttle ? { throttle: true } : {}),
    })
  }, { payload, retryLimit: 5, retryDelay: 5 })
