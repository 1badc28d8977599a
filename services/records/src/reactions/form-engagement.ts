// A patient's forms become engagement (spec 1 §3 "Journeys and automation"; issue #12: submission
// publishes what journeys and triggers react to): when a form response is first opened
// (`openedAt` set) records writes a 'Form Started' engagement event for its patient, when it is
// submitted (`submittedAt` set) a 'Form Submitted' one — read from the forms service's own update
// events, never its tables. Internal notes are the care team's, not the patient's engagement.
import { onEvent } from '@care/kit/reactions/index'
import type { PrismaClient } from '../db.ts'
import { repositoriesOf } from '../repositories.ts'

export const FORM_ENGAGEMENT = {
  started: { type: 'Form Started', significance: 1, field: 'openedAt' },
  submitted: { type: 'Form Submitted', significance: 3, field: 'submittedAt' },
} as const

export const formEngagement = (db: PrismaClient) =>
  onEvent('form-engagement', 'evt.form_responses.updated', async (event, ctx) => {
    const repo = repositoriesOf(db).engagementEvents.systemRepo(ctx.businessId, event.actor ?? { type: 'system', id: 'records' })
    for (const { id, changes } of event.changes ?? []) {
      const record = event.records.find((r) => String(r.id) === id)
      if (!record || typeof record.enduserId !== 'string' || !record.enduserId || record.isInternalNote === true) continue
      for (const kind of Object.values(FORM_ENGAGEMENT)) {
        const at = changes[kind.field]
        if (typeof at !== 'string' || !at) continue
        await repo.create({
          enduserId: record.enduserId, type: kind.type, significance: kind.significance, timestamp: at,
          fields: { formResponseId: id, ...(typeof record.formId === 'string' && record.formId ? { formId: record.formId } : {}), ...(typeof record.formTitle === 'string' ? { formTitle: record.formTitle } : {}) },
        }, { tx: ctx.tx })
      }
    }
  })
