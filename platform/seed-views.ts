// The demo clinic's saved views of the patients table (enduser_views, console-patients' Views
// control), so a newcomer sees the feature: 'My diabetes patients' (tag diabetes, assigned to the
// signed-in user; the coordinator sees Jordan) and 'New patients' (tag new). The filter's shape
// is console-patients' (src/view-model.ts). And one saved view of the tickets list (table_views,
// page 'tickets', console-tickets' Views control): 'Overdue tickets' (Title, Due, Owner, Stage;
// due=overdue, in console-tickets' src/table-views.ts terms). Idempotent: a view whose title exists
// (for table views: on that page) is left alone.
import { isErrorReply, type BusReply } from '@care/contracts/bus'
import type { Session } from '@care/contracts/session'

export interface SeedViewsOptions {
  request(subject: string, payload: unknown, session?: Session): Promise<BusReply>
  admin: Session
}

export const SEEDED_VIEWS = [
  { title: 'My diabetes patients', fields: ['name', 'tags', 'phone', 'assignedTo', 'updatedAt'], filter: { tags: ['diabetes'], assignedTo: 'me' } },
  { title: 'New patients', fields: ['name', 'email', 'tags', 'createdAt'], filter: { tags: ['new'] } },
] as const

export const SEEDED_TABLE_VIEWS = [
  { title: 'Overdue tickets', page: 'tickets', columns: ['title', 'due', 'owner', 'stage'], filter: { due: 'overdue' } },
] as const

export async function seedViews(o: SeedViewsOptions): Promise<void> {
  const call = async <T>(subject: string, payload: unknown) => {
    const reply = await o.request(subject, payload, o.admin)
    if (isErrorReply(reply)) throw new Error(`seeding the demo clinic failed (saved views): ${reply.message}`)
    return reply.body as T
  }
  for (const view of SEEDED_VIEWS) {
    const existing = await call<unknown[]>('svc.records.enduser_views.getSome', { filter: { title: view.title }, limit: 1 })
    if (existing.length) continue
    await call('svc.records.enduser_views.createOne', { title: view.title, fields: [...view.fields], filter: { ...view.filter } })
  }
  for (const view of SEEDED_TABLE_VIEWS) {
    const existing = await call<unknown[]>('svc.records.table_views.getSome', { filter: { title: view.title, page: view.page }, limit: 1 })
    if (existing.length) continue
    await call('svc.records.table_views.createOne', { title: view.title, page: view.page, columns: view.columns.map((field) => ({ field })), filter: { ...view.filter } })
  }
}
