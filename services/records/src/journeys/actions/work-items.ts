// Records' own work items: tickets and care plans, through records' repositories (they are this
// service's tables). A created record takes the action's id, so a retried run finds it made and makes
// no other; closing and completing touch only what is still open, so a retried run changes nothing.
import { CARE_PLAN_TAKEN } from '@care/contracts/collections/care-plans'
import { ApiError } from '@care/contracts/errors'
import type { AutomationDeps } from '../deps.ts'
import { AUTOMATION_ACTOR, type ActionRun, type Executors } from './run-context.ts'

const MAX_CLOSED = 1000

const stamp = (d: AutomationDeps) => new Date(d.now()).toISOString()
const tickets = (d: AutomationDeps, run: ActionRun) => d.repos.tickets.systemRepo(run.businessId, AUTOMATION_ACTOR)
const carePlans = (d: AutomationDeps, run: ActionRun) => d.repos.carePlans.systemRepo(run.businessId, AUTOMATION_ACTOR)

export const workItemActions: Executors<'createTicket' | 'completeTickets' | 'createCarePlan' | 'completeCarePlan'> = {
  async createTicket(d, a, run) {
    const i = a.info
    const careTeam = run.patient.assignedTo ?? []
    const strategy = i.assignmentStrategy?.type
    const owner = strategy === 'care-team-primary' ? careTeam[0] ?? i.defaultAssignee
      : strategy === 'care-team-random' && careTeam.length ? careTeam[Math.floor(Math.random() * careTeam.length)]
        : i.defaultAssignee
    const repo = tickets(d, run)
    if (await repo.row(run.id)) return
    await repo.create({
      title: i.title, enduserId: run.enduserId, journeyId: run.journeyId, automationStepId: run.automationStepId,
      ...(owner ? { owner } : {}), ...(i.closeReasons ? { closeReasons: i.closeReasons } : {}), ...(i.description ? { message: i.description } : {}),
      ...(i.htmlDescription ? { htmlDescription: i.htmlDescription } : {}), ...(i.priority !== undefined ? { priority: i.priority } : {}),
      ...(i.tags ? { tags: i.tags } : {}), ...(i.hiddenFromTickets !== undefined ? { hiddenFromTickets: i.hiddenFromTickets } : {}),
      ...(i.dueDateOffsetInMS !== undefined ? { dueDateInMS: d.now() + i.dueDateOffsetInMS } : {}),
      nextReminderInMS: -1,
    }, { id: run.id, creator: run.as.id })
  },
  // the patient's open tickets of this journey, or of the journeys named; closed as /tickets/close does (closedAt, closedBy), so ticketCompleted steps follow
  async completeTickets(d, a, run) {
    const journeyIds = a.info.journeyIds?.length ? a.info.journeyIds : [run.journeyId]
    const repo = tickets(d, run)
    const open = await repo.findRows({ enduserId: run.enduserId, journeyId: { in: journeyIds }, closedAt: null }, { fields: ['id'], take: MAX_CLOSED })
    const closedAt = stamp(d)
    for (const { id } of open) await repo.modify(id, (row) => (row.closedAt ? undefined : { closedAt, closedBy: run.as.id }))
  },
  async createCarePlan(d, a, run) {
    const i = a.info
    const repo = carePlans(d, run)
    if (await repo.row(run.id)) return
    // one plan per patient and title (spec 1 §5): the rule's own words as the action's error (the constraint backs it)
    if (await repo.findRow({ enduserId: run.enduserId, title: i.title }, { fields: ['id'] })) throw new ApiError(409, CARE_PLAN_TAKEN, [{ field: 'title', message: CARE_PLAN_TAKEN }])
    await repo.create({
      title: i.title, enduserId: run.enduserId, journeyId: run.journeyId,
      ...(i.htmlDescription ? { htmlDescription: i.htmlDescription } : {}),
      ...(i.hideRemainingTicketsProgress !== undefined ? { hideRemainingTicketsProgress: i.hideRemainingTicketsProgress } : {}),
      ...(i.highlightedEnduserFields ? { highlightedEnduserFields: i.highlightedEnduserFields } : {}),
    }, { id: run.id, creator: run.as.id })
  },
  // the patient's care plans of this journey not yet completed
  async completeCarePlan(d, _a, run) {
    const repo = carePlans(d, run)
    const open = await repo.findRows({ enduserId: run.enduserId, journeyId: run.journeyId, completedAt: null }, { fields: ['id'], take: MAX_CLOSED })
    const completedAt = stamp(d)
    for (const { id } of open) await repo.modify(id, (row) => (row.completedAt ? undefined : { completedAt }))
  },
}
