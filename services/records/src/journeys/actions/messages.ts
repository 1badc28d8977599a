// Messages through messaging: emails and SMS from a template (the generic creates, which deliver),
// a chat in the patient's room, notifications to the care team. Every write carries the action's
// Idempotency-Key (run-context.ts): a retried run sends nothing twice.
import { ApiError } from '@care/contracts/errors'
import type { AutomationDeps } from '../deps.ts'
import { actingAs, call, fill, fillTemplate, onceKey, readTemplate, senderOf, type ActionRun, type Executors } from './run-context.ts'

type Rec = Record<string, unknown> & { id: string }

/** the notification type of a notifyTeam action (user_notifications.type) */
export const AUTOMATION_NOTIFICATION_TYPE = 'automation'
export const NO_ONE_TO_NOTIFY = 'No team member to notify: the patient has no care team and no user matches the roles or tags named'

/**
 * The room of the patient's conversation named `identifier` that `sender` is in (the newest), else a
 * new one with the patient and `members`. A retried run finds the room its first run made.
 */
async function roomFor(d: AutomationDeps, run: ActionRun, o: { identifier: string; sender: string; members: string[]; title: string }): Promise<string> {
  const [room] = await call<Rec[]>(d, 'messaging', 'chat_rooms.getSome', {
    filter: { enduserIds: run.enduserId, userIds: o.sender, identifier: o.identifier }, limit: 1,
  }, run)
  if (room) return room.id
  const made = await call<Rec>(d, 'messaging', 'chat_rooms.createOne', {
    title: o.title.slice(0, 100), identifier: o.identifier, enduserIds: [run.enduserId], userIds: o.members,
  }, run, { idempotencyKey: onceKey(run, 'room'), as: actingAs(run, o.sender) })
  return made.id
}

/** the staff members a notifyTeam action names: the care team (forAssigned) and the role holders, narrowed by tags — or, with tags alone, the tagged */
async function teamOf(d: AutomationDeps, info: { forAssigned: boolean; roles?: string[]; tags?: { qualifier: string; values: string[] } }, run: ActionRun): Promise<string[]> {
  const users = (filter: Record<string, unknown>) => call<Rec[]>(d, 'identity', 'users.getSome', { filter, limit: 1000 }, run).then((l) => l.map((u) => u.id))
  const tagged = info.tags?.values.length ? { tags: info.tags.qualifier === 'All Of' ? { _all: info.tags.values } : { _in: info.tags.values } } : undefined
  const named = new Set<string>(info.forAssigned ? run.patient.assignedTo ?? [] : [])
  if (info.roles?.length) for (const id of await users({ roles: { _in: info.roles } })) named.add(id)
  if (!tagged) return [...named].sort()
  const withTags = new Set(await users(tagged))
  const base = info.forAssigned || info.roles?.length ? [...named] : [...withTags]
  return base.filter((id) => withTags.has(id)).sort()
}

export const messageActions: Executors<'sendEmail' | 'sendSMS' | 'sendChat' | 'notifyTeam'> = {
  async sendEmail(d, a, run) {
    const userId = senderOf(a.info, run.patient)
    const { filled } = await fillTemplate(d, a.info.templateId, userId, run, 'Email')
    await call(d, 'messaging', 'emails.createOne', {
      enduserId: run.enduserId, userId, subject: filled.subject || 'Message', textContent: filled.plaintext, HTMLContent: filled.html,
      templateId: a.info.templateId, automationStepId: run.automationStepId, journeyId: run.journeyId,
      ...(a.info.fromEmailOverride ? { fromEmailOverride: a.info.fromEmailOverride } : {}),
    }, run, { idempotencyKey: onceKey(run), as: actingAs(run, userId) })
  },
  async sendSMS(d, a, run) {
    const userId = senderOf(a.info, run.patient)
    const { filled } = await fillTemplate(d, a.info.templateId, userId, run, 'SMS')
    await call(d, 'messaging', 'sms_messages.createOne', {
      enduserId: run.enduserId, userId, message: filled.plaintext, templateId: a.info.templateId, automationStepId: run.automationStepId, journeyId: run.journeyId,
    }, run, { idempotencyKey: onceKey(run), as: actingAs(run, userId) })
  },
  // the sender: the first user named, else (includeCareTeam) the patient's first care team member, else the step's author
  async sendChat(d, a, run) {
    const i = a.info
    const careTeam = i.includeCareTeam ? run.patient.assignedTo ?? [] : []
    const sender = i.userIds?.[0] ?? careTeam[0] ?? run.as.id
    const { template, filled } = await fillTemplate(d, i.templateId, sender, run, 'Chat')
    const roomId = await roomFor(d, run, { identifier: i.identifier, sender, members: [...new Set([sender, ...(i.userIds ?? []), ...careTeam])], title: template.subject || i.identifier })
    await call(d, 'messaging', 'chats.createOne', {
      roomId, message: filled.plaintext, ...(template.html ? { html: filled.html } : {}), templateId: i.templateId, automationStepId: run.automationStepId,
    }, run, { idempotencyKey: onceKey(run), as: actingAs(run, sender) })
  },
  // each team member's notification is the template filled with them as {{user.*}}
  async notifyTeam(d, a, run) {
    const team = await teamOf(d, a.info, run)
    if (!team.length) throw new ApiError(400, NO_ONE_TO_NOTIFY)
    const template = await readTemplate(d, a.info.templateId, run)
    const create = []
    for (const userId of team) {
      const filled = await fill(d, template, userId, run)
      create.push({ userId, type: AUTOMATION_NOTIFICATION_TYPE, message: filled.plaintext, read: false, relatedRecords: [{ type: 'endusers', id: run.enduserId }] })
    }
    const { errors } = await call<{ created: Rec[]; errors: { message?: string }[] }>(d, 'messaging', 'user_notifications.createSome', { create }, run, { idempotencyKey: onceKey(run) })
    if (errors?.length) throw new ApiError(400, `Some notifications were not created: ${errors[0]?.message ?? 'unknown error'}`)
  },
}
