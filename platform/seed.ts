// Seeds the demo clinic on first start, idempotently, through the same calls users make: an Admin,
// a non-admin staff role and user, and patients with and without passwords (spec 2's sign-in paths:
// password, emailed link, texted link) — their records (seed-records.ts), shared files (seed-files.ts)
// the patients table's saved views (seed-views.ts), forms with Jordan's outstanding intake (seed-forms.ts),
// the education library and community (seed-content.ts) and the calendar (seed-scheduling.ts).
import { randomUUID } from 'node:crypto'
import { isErrorReply, type BusReply } from '@care/contracts/bus'
import type { Session } from '@care/contracts/session'
import { hashPassword } from '@care/identity/domain/passwords'
import type { IdentityService } from '@care/identity'
import { repositoriesOf } from '@care/identity/repositories'
import { seedRecords } from './seed-records.ts'
import { seedFiles } from './seed-files.ts'
import { seedViews } from './seed-views.ts'
import { seedForms } from './seed-forms.ts'
import { seedContent } from './seed-content.ts'
import { seedScheduling } from './seed-scheduling.ts'
import { seedOutboundMessages } from './seed-messaging-outbound.ts'
import { seedMessaging } from './seed-messaging.ts'
import { seedBilling } from './seed-billing.ts'
import type { Platform } from './standalone.ts'

export const DEMO = {
  organizationName: 'Demo Clinic',
  subdomain: 'demo',
  adminEmail: 'admin@demo.care',
  adminPassword: 'Demo-clinic-2026',
  staffRole: 'Care Coordinator',
  staffEmail: 'coordinator@demo.care',
  staffPassword: 'Demo-staff-2026',
  patientEmail: 'jordan@demo.care',
  patientPassword: 'Demo-patient-2026',
  passwordlessPatientEmail: 'sam@demo.care',
  smsPatientPhone: '+15555550123',
  followUpPatientEmail: 'riley@demo.care',
}

export type DemoClinic = typeof DEMO

/**
 * The demo clinic again under addresses, subdomain and phone of its own (`tag`): a test suite that
 * asserts the clinic as seeded seeds this one on a platform other suites share.
 */
export function demoClinic(tag: string): DemoClinic {
  const email = (address: string) => address.replace('@', `-${tag}@`)
  const digits = String(parseInt(tag.replace(/[^0-9a-f]/gi, '').slice(0, 8) || '0', 16) % 10_000_000).padStart(7, '0')
  return {
    ...DEMO,
    subdomain: `demo-${tag}`,
    adminEmail: email(DEMO.adminEmail),
    staffEmail: email(DEMO.staffEmail),
    patientEmail: email(DEMO.patientEmail),
    passwordlessPatientEmail: email(DEMO.passwordlessPatientEmail),
    smsPatientPhone: `+1555${digits}`,
    followUpPatientEmail: email(DEMO.followUpPatientEmail),
  }
}

/** What a coordinator may do: patients fully, but only their assigned ones; read the team; send
 *  and fill forms, not build them. */
const COORDINATOR_PERMISSIONS = {
  endusers: { create: 'All', read: 'Assigned', update: 'Assigned', delete: null },
  users: { read: 'All' },
  portal_customizations: { read: 'All' },
  role_based_access_permissions: { read: 'All' },
  // records: their patients' work; tickets by owner
  tickets: { create: 'All', read: 'Assigned', update: 'Assigned', delete: null },
  notes: { create: 'All', read: 'All', update: 'Assigned', delete: null },
  enduser_tasks: { create: 'All', read: 'All', update: 'All', delete: null },
  care_plans: { create: 'All', read: 'All', update: 'All', delete: null },
  enduser_observations: { create: 'All', read: 'All', update: 'All', delete: null },
  enduser_medications: { create: 'All', read: 'All', update: 'All', delete: null },
  // forms and databases: they send and fill forms, the admin builds them
  forms: { create: null, read: 'All', update: null, delete: null },
  form_fields: { create: null, read: 'All', update: null, delete: null },
  databases: { create: null, read: 'All', update: null, delete: null },
  database_records: { create: null, read: 'All', update: null, delete: null },
}

const patientsOf = (demo: DemoClinic) => [
  { email: demo.patientEmail, fname: 'Jordan', lname: 'Rivera', password: demo.patientPassword, assigned: true, tags: ['diabetes', 'new'] },
  { email: demo.passwordlessPatientEmail, fname: 'Sam', lname: 'Lee', assigned: true, tags: ['hypertension'] },
  { phone: demo.smsPatientPhone, fname: 'Casey', lname: 'Morgan', assigned: false, tags: [] },
  { email: demo.followUpPatientEmail, fname: 'Riley', lname: 'Chen', assigned: false, tags: ['follow-up'] },
]

function body<T>(reply: BusReply, what: string): T {
  if (isErrorReply(reply)) throw new Error(`seeding the demo clinic failed (${what}): ${reply.message}`)
  return reply.body as T
}

/** Seeds `demo` (by default the clinic `npm start` prints) and answers it. */
export async function seedDemo(platform: Platform, demo: DemoClinic = DEMO): Promise<DemoClinic> {
  const request = (subject: string, payload: unknown, session?: Session) => platform.bus.request(subject, { requestId: randomUUID(), payload, session })
  let login = await request('svc.identity.users.login', { email: demo.adminEmail, password: demo.adminPassword })
  if (isErrorReply(login)) {
    body(await request('svc.identity.users.register', {
      email: demo.adminEmail, password: demo.adminPassword, organizationName: demo.organizationName, subdomain: demo.subdomain, fname: 'Avery', lname: 'Admin',
    }), 'admin')
    login = await request('svc.identity.users.login', { email: demo.adminEmail, password: demo.adminPassword })
  }
  const { authToken } = body<{ authToken: string }>(login, 'admin sign-in')
  const admin = body<Session>(await request('svc.identity.sessions.authenticate', { authorization: `Bearer ${authToken}` }), 'admin session')
  const db = (platform.running.identity as IdentityService).db
  // passwords are set as the system would (no call sets another person's staff password)
  const system = repositoriesOf(db)
  const users = system.users.systemRepo(admin.businessId, { type: 'system', id: 'seed' })
  const endusers = system.endusers.systemRepo(admin.businessId, { type: 'system', id: 'seed' })

  const find = async (collection: string, filter: Record<string, unknown>) => {
    const reply = await request(`svc.identity.${collection}.getSome`, { filter, limit: 1 }, admin)
    return body<{ id: string }[]>(reply, collection)[0]
  }
  if (!(await find('role_based_access_permissions', { role: demo.staffRole }))) {
    body(await request('svc.identity.role_based_access_permissions.createOne', { role: demo.staffRole, permissions: COORDINATOR_PERMISSIONS }, admin), 'staff role')
  }
  let coordinator = await find('users', { email: demo.staffEmail })
  if (!coordinator) {
    coordinator = body<{ id: string }>(await request('svc.identity.users.createOne', { email: demo.staffEmail, fname: 'Casey', lname: 'Coordinator', roles: [demo.staffRole] }, admin), 'staff user')
    await users.update(coordinator.id, { hashedPassword: await hashPassword(demo.staffPassword) })
  }
  for (const p of patientsOf(demo)) {
    if (await find('endusers', p.email ? { email: p.email } : { phone: p.phone })) continue
    const created = body<{ id: string }>(await request('svc.identity.endusers.createOne', {
      ...(p.email ? { email: p.email } : { phone: p.phone }), fname: p.fname, lname: p.lname, tags: p.tags,
      assignedTo: p.assigned ? [coordinator.id] : [],
    }, admin), `patient ${p.fname}`)
    if (p.password) {
      await endusers.update(created.id, { hashedPassword: await hashPassword(p.password), passwordIsUnset: false, termsSigned: new Date().toISOString(), termsVersion: '1.0' })
    } else {
      await endusers.update(created.id, { passwordIsUnset: true })
    }
  }
  // the records' seeds name the patients by the printed clinic's addresses
  const addresses: Record<string, string> = {
    [DEMO.patientEmail]: demo.patientEmail,
    [DEMO.passwordlessPatientEmail]: demo.passwordlessPatientEmail,
    [DEMO.followUpPatientEmail]: demo.followUpPatientEmail,
  }
  const patientId = (email: string) => find('endusers', { email: addresses[email] ?? email }).then((p) => p?.id)
  await seedRecords({ request, admin, coordinatorId: coordinator.id, patientId })
  await seedFiles({ request, admin, platformUrl: platform.url, patientId })
  await seedViews({ request, admin })
  await seedForms({ request, admin, patientId })
  await seedContent({ request, admin, patientId })
  // billing before scheduling: the booking page's paid appointment type names a product
  await seedBilling({ request, admin, patientId })
  await seedScheduling({ request, admin, coordinatorId: coordinator.id, patientId })
  await seedOutboundMessages({ request, admin, patientId })
  await seedMessaging({ request, admin, coordinatorId: coordinator.id, patientId })
  return demo
}
