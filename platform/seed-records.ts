// The demo clinic's records, so a newcomer who runs `npm start` sees the patient chart populated:
// Jordan (diabetes) and Sam (hypertension) get a care plan, tasks, tickets, a note, medications and
// a few weeks of vitals. Idempotent: a patient who already has a care plan is left alone.
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

interface PatientRecords {
  email: string
  plan: { title: string; description: string }
  tasks: { title: string; description?: string; done?: boolean }[]
  tickets: { title: string; message?: string; stage?: string; dueInDays?: number; closed?: string }[]
  note: { title: string; text: string }
  medications: { title: string; rxNormCode: string; dosage: { value: string; unit: string; frequency: string }; startedDaysAgo: number }[]
  /** per type: unit and one value a week, oldest first */
  vitals: { type: string; unit: string; values: number[] }[]
}

const RECORDS: PatientRecords[] = [
  {
    email: 'jordan@demo.care',
    plan: { title: 'Type 2 diabetes care plan', description: 'Bring HbA1c under 7% with Metformin, weekly weigh-ins and a daily walk.' },
    tasks: [
      { title: 'Log your fasting glucose each morning', done: true },
      { title: 'Walk 20 minutes a day', description: 'Any pace; log it in the app.' },
      { title: 'Book your 3-month HbA1c test' },
    ],
    tickets: [
      { title: 'Refill request: Metformin', message: 'Running out on Friday.', stage: 'To do', dueInDays: 2 },
      { title: 'Review lab results', stage: 'Done', closed: 'Results reviewed with the patient' },
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
    tickets: [{ title: 'Patient asks about dizziness after Lisinopril', stage: 'In progress', dueInDays: 1 }],
    note: { title: 'Medication review', text: 'Started Lisinopril 10 mg; review in four weeks.' },
    medications: [{ title: 'Lisinopril 10 MG Oral Tablet', rxNormCode: '314076', dosage: { value: '10', unit: 'mg', frequency: 'once daily' }, startedDaysAgo: 28 }],
    vitals: [{ type: 'systolic blood pressure', unit: 'mmHg', values: [152, 149, 146, 141, 138, 136, 133, 131] }],
  },
]

export async function seedRecords(o: SeedRecordsOptions): Promise<void> {
  const call = async <T>(subject: string, payload: unknown, what: string) => {
    const reply = await o.request(subject, payload, o.admin)
    if (isErrorReply(reply)) throw new Error(`seeding the demo clinic failed (${what}): ${reply.message}`)
    return reply.body as T
  }
  const create = (collection: string, record: Record<string, unknown>) => call<{ id: string }>(`svc.records.${collection}.createOne`, record, collection)

  for (const p of RECORDS) {
    const enduserId = await o.patientId(p.email)
    if (!enduserId) continue
    const existing = await call<unknown[]>('svc.records.care_plans.getSome', { filter: { enduserId }, limit: 1 }, 'care plans')
    if (existing.length) continue
    await create('care_plans', { enduserId, ...p.plan })
    for (const t of p.tasks) await create('enduser_tasks', { enduserId, title: t.title, description: t.description, ...(t.done ? { completedAt: daysAgo(1) } : {}) })
    for (const t of p.tickets) {
      await create('tickets', {
        enduserId, title: t.title, message: t.message, stage: t.stage, owner: o.coordinatorId,
        ...(t.dueInDays ? { dueDateInMS: Date.now() + t.dueInDays * DAY_MS } : {}),
        ...(t.closed ? { closedAt: daysAgo(3), closedForReason: t.closed } : {}),
      })
    }
    await create('notes', { enduserId, ...p.note })
    for (const m of p.medications) {
      await create('enduser_medications', { enduserId, title: m.title, rxNormCode: m.rxNormCode, dosage: m.dosage, startedTakingAt: daysAgo(m.startedDaysAgo), source: 'Demo' })
    }
    for (const v of p.vitals) {
      for (const [i, value] of v.values.entries()) {
        await create('enduser_observations', { enduserId, type: v.type, measurement: { value, unit: v.unit }, recordedAt: daysAgo((v.values.length - 1 - i) * 7), source: 'Demo' })
      }
    }
  }
}
