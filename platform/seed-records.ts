// The demo clinic's records, so a newcomer who runs `npm start` sees the patient chart populated:
// Jordan (diabetes) and Sam (hypertension) get a care plan, tasks, a note, medications and a few
// weeks of vitals; the tickets board gets tickets in three stages ('New', 'In progress', 'Waiting
// on patient') and without one, owned by the coordinator, the admin or nobody, with due dates (one
// overdue), priorities and tags; the demo diabetes programme (a journey with four states and two
// automation steps), in which Jordan's state history (enduser_status_updates) shows two steps. Idempotent: a patient who already has a care plan is left
// alone, the tickets are seeded once (when the first of them is missing), and the status updates
// once (when the patient has none).
import { isErrorReply, type BusReply } from '@care/contracts/bus'
import type { Session } from '@care/contracts/session'

export interface SeedRecordsOptions {
  request(subject: string, payload: unknown, session?: Session): Promise<BusReply>
  admin: Session
  coordinatorId: string
  patientId(email: string): Promise<string | undefined>
}

const DAY_MS = 24 * 60 * 60 * 1000
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString()

/** the demo diabetes programme: a journey whose start tags the patient and, a day later, moves them to 'Active care' */
export const DEMO_JOURNEY = {
  title: 'Diabetes programme',
  description: 'Twelve weeks of coaching towards an HbA1c under 7%.',
  defaultState: 'Enrolled',
  states: [
    { name: 'Enrolled', priority: 'Engaged', description: 'Signed up; the welcome is under way' },
    { name: 'Active care', priority: 'Engaged', description: 'Logging readings and meeting the coach' },
    { name: 'Needs follow-up', priority: 'Disengaged', requiresFollowup: true },
    { name: 'Graduated', priority: 'N/A' },
  ],
} as const

interface PatientRecords {
  email: string
  /** journey state names, oldest first (enduser_status_updates) */
  statuses?: string[]
  plan: { title: string; description: string }
  tasks: { title: string; description?: string; done?: boolean }[]
  note: { title: string; text: string }
  medications: { title: string; rxNormCode: string; dosage: { value: string; unit: string; frequency: string }; startedDaysAgo: number }[]
  /** per type: unit and one value a week, oldest first */
  vitals: { type: string; unit: string; values: number[] }[]
}

const RECORDS: PatientRecords[] = [
  {
    email: 'jordan@demo.care',
    statuses: ['Enrolled', 'Active care'],
    plan: { title: 'Type 2 diabetes care plan', description: 'Bring HbA1c under 7% with Metformin, weekly weigh-ins and a daily walk.' },
    tasks: [
      { title: 'Log your fasting glucose each morning', done: true },
      { title: 'Walk 20 minutes a day', description: 'Any pace; log it in the app.' },
      { title: 'Book your 3-month HbA1c test' },
    ],
    note: { title: 'Intake call', text: 'Prefers morning appointments. Works shifts; texts are best before 10 am.' },
    medications: [{ title: 'Metformin 500 MG Oral Tablet', rxNormCode: '861007', dosage: { value: '500', unit: 'mg', frequency: 'twice daily' }, startedDaysAgo: 60 }],
    vitals: [
      { type: 'weight', unit: 'kg', values: [92.4, 92.0, 91.6, 91.8, 91.1, 90.7, 90.2, 89.9] },
      { type: 'blood glucose', unit: 'mg/dL', values: [168, 162, 151, 149, 142, 138, 131, 127] },
    ],
  },
  {
    email: 'sam@demo.care',
    plan: { title: 'Blood pressure care plan', description: 'Home readings twice a week; Lisinopril daily; less salt.' },
    tasks: [{ title: 'Take a home blood pressure reading on Monday and Thursday' }],
    note: { title: 'Medication review', text: 'Started Lisinopril 10 mg; review in four weeks.' },
    medications: [{ title: 'Lisinopril 10 MG Oral Tablet', rxNormCode: '314076', dosage: { value: '10', unit: 'mg', frequency: 'once daily' }, startedDaysAgo: 28 }],
    vitals: [{ type: 'systolic blood pressure', unit: 'mmHg', values: [152, 149, 146, 141, 138, 136, 133, 131] }],
  },
]

// ── Tickets: the board's demo (console-tickets) ─────────────────────────────────────────────────
interface DemoTicket {
  title: string
  /** the patient's email; none: a ticket about no patient */
  patient?: string
  owner?: 'coordinator' | 'admin'
  stage?: string
  /** days from now; negative: overdue */
  dueInDays?: number
  /** 1 High, 2 Medium, 3 Low (the console's reading) */
  priority?: number
  tags?: string[]
  message?: string
  closeReasons?: string[]
  closed?: string
}

// In the board's order: its columns come in the order their stages first appear, and each
// column's tickets in this order (their index).
const TICKETS: DemoTicket[] = [
  { title: 'Refill request: Metformin', patient: 'jordan@demo.care', owner: 'coordinator', stage: 'New', dueInDays: 2, priority: 1, tags: ['refill'], message: 'Running out on Friday.' },
  { title: 'Book follow-up visit', patient: 'riley@demo.care', owner: 'admin', stage: 'New', dueInDays: 6, priority: 2, tags: ['follow-up'] },
  { title: 'Patient asks about dizziness after Lisinopril', patient: 'sam@demo.care', owner: 'coordinator', stage: 'In progress', dueInDays: 1, priority: 1, tags: ['medication'] },
  { title: 'Update insurance details', patient: 'jordan@demo.care', owner: 'admin', stage: 'In progress', dueInDays: 10, priority: 3, tags: ['billing'], closeReasons: ['Updated', 'Patient unreachable', 'Duplicate'] },
  { title: 'Schedule 3-month HbA1c test', patient: 'jordan@demo.care', owner: 'coordinator', stage: 'Waiting on patient', dueInDays: -2, priority: 2, tags: ['labs'], message: 'Left a voicemail; waiting for a call back.' },
  { title: 'Home blood pressure log missing', patient: 'sam@demo.care', owner: 'coordinator', stage: 'Waiting on patient', dueInDays: 4, priority: 3 },
  { title: 'Fax from the pharmacy to triage', priority: 2, dueInDays: 0 },
  { title: 'Review lab results', patient: 'jordan@demo.care', owner: 'coordinator', stage: 'Done', closed: 'Results reviewed with the patient' },
]

async function seedTickets(o: SeedRecordsOptions, call: <T>(subject: string, payload: unknown, what: string) => Promise<T>) {
  const existing = await call<unknown[]>('svc.records.tickets.getSome', { filter: { title: TICKETS[0].title }, limit: 1 }, 'tickets')
  if (existing.length) return
  const owners = { coordinator: o.coordinatorId, admin: o.admin.id }
  const placed = new Map<string, number>()
  for (const t of TICKETS) {
    const enduserId = t.patient ? await o.patientId(t.patient) : undefined
    if (t.patient && !enduserId) continue
    const column = t.stage ?? ''
    const index = placed.get(column) ?? 0
    placed.set(column, index + 1)
    // due by the end of that day (as the console sets due dates), so 'today' is not overdue yet;
    // an overdue one is simply that many days in the past
    const at = t.dueInDays === undefined ? undefined : Date.now() + t.dueInDays * DAY_MS
    const due = at === undefined || t.dueInDays! < 0 ? at : new Date(at).setHours(23, 59, 59, 999)
    await call('svc.records.tickets.createOne', {
      title: t.title, enduserId, message: t.message, stage: t.stage, priority: t.priority, tags: t.tags, closeReasons: t.closeReasons, index,
      ...(t.owner ? { owner: owners[t.owner] } : {}),
      ...(due !== undefined ? { dueDateInMS: due } : {}),
      ...(t.closed ? { closedAt: daysAgo(3), closedForReason: t.closed } : {}),
    }, 'tickets')
  }
}

type Call = <T>(subject: string, payload: unknown, what: string) => Promise<T>

/** the demo journey and its two steps, once (found by its unique title); answers its id */
async function seedJourney(call: Call, create: (collection: string, record: Record<string, unknown>) => Promise<{ id: string }>): Promise<string> {
  const [existing] = await call<{ id: string }[]>('svc.records.journeys.getSome', { filter: { title: DEMO_JOURNEY.title }, limit: 1 }, 'journeys')
  if (existing) return existing.id
  const { id } = await create('journeys', { ...DEMO_JOURNEY, states: DEMO_JOURNEY.states.map((state) => ({ ...state })) })
  const tag = await create('automation_steps', { journeyId: id, events: [{ type: 'onJourneyStart', info: {} }], action: { type: 'addEnduserTags', info: { tags: ['diabetes-programme'] } } })
  await create('automation_steps', { journeyId: id, events: [{ type: 'afterAction', info: { automationStepId: tag.id, delay: 1, unit: 'Days' } }], action: { type: 'setEnduserStatus', info: { status: 'Active care' } } })
  return id
}

/** the demo automation triggers: time triggers a newcomer sees in the console's Triggers tab */
export const DEMO_TRIGGERS = [
  { title: 'Birthday wishes', status: 'Active', event: { type: 'On Birthday', info: { minutes: 9 * 60 } }, action: { type: 'Add Tags', info: { tags: ['birthday-wishes'] } } },
  { title: 'Quiet for 30 days', status: 'Active', event: { type: 'Has Not Engaged', info: { intervalInMS: 30 * DAY_MS } }, action: { type: 'Add Tags', info: { tags: ['needs-outreach'] } } },
] as const

/** each demo trigger once (found by its title) */
async function seedTriggers(call: Call, create: (collection: string, record: Record<string, unknown>) => Promise<{ id: string }>): Promise<void> {
  for (const trigger of DEMO_TRIGGERS) {
    const [existing] = await call<unknown[]>('svc.records.automation_triggers.getSome', { filter: { title: trigger.title }, limit: 1 }, 'automation triggers')
    if (!existing) await create('automation_triggers', JSON.parse(JSON.stringify(trigger)) as Record<string, unknown>)
  }
}

export async function seedRecords(o: SeedRecordsOptions): Promise<void> {
  const call: Call = async <T>(subject: string, payload: unknown, what: string) => {
    const reply = await o.request(subject, payload, o.admin)
    if (isErrorReply(reply)) throw new Error(`seeding the demo clinic failed (${what}): ${reply.message}`)
    return reply.body as T
  }
  const create = (collection: string, record: Record<string, unknown>) => call<{ id: string }>(`svc.records.${collection}.createOne`, record, collection)

  const journeyId = await seedJourney(call, create)
  await seedTriggers(call, create)
  for (const p of RECORDS) {
    const enduserId = await o.patientId(p.email)
    if (!enduserId) continue
    // checked on their own, so a clinic seeded before status updates existed gets them too
    if (p.statuses?.length && !(await call<unknown[]>('svc.records.enduser_status_updates.getSome', { filter: { enduserId }, limit: 1 }, 'status updates')).length) {
      for (const status of p.statuses) await create('enduser_status_updates', { enduserId, journeyId, status })
    }
    const existing = await call<unknown[]>('svc.records.care_plans.getSome', { filter: { enduserId }, limit: 1 }, 'care plans')
    if (existing.length) continue
    await create('care_plans', { enduserId, ...p.plan })
    for (const t of p.tasks) await create('enduser_tasks', { enduserId, title: t.title, description: t.description, ...(t.done ? { completedAt: daysAgo(1) } : {}) })
    await create('notes', { enduserId, ...p.note })
    for (const m of p.medications) {
      await create('enduser_medications', { enduserId, title: m.title, rxNormCode: m.rxNormCode, dosage: m.dosage, startedTakingAt: daysAgo(m.startedDaysAgo), source: 'Demo' })
    }
    for (const v of p.vitals) {
      for (const [i, value] of v.values.entries()) {
        await create('enduser_observations', { enduserId, category: 'vital-signs', status: 'final', type: v.type, measurement: { value, unit: v.unit }, recordedAt: daysAgo((v.values.length - 1 - i) * 7), source: 'Demo' })
      }
    }
  }
  await seedTickets(o, call)
}
