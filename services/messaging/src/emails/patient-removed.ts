// Deleting a patient deletes their messages (spec 1 §4 "Deleting an enduser deletes their … phone
// calls … and similar records"; the SDK's emails and sms_messages delete with their enduser): their
// emails, SMS and phone calls, in pages, through the system repositories (each deletion published,
// so readers' live views drop them), effects once per event (the kit's reactions).
import { onEvent } from '@care/kit/reactions/index'
import type { OutboundRuntime } from './runtime.ts'

const SYSTEM = { type: 'system', id: 'messaging' }
const PAGE = 500

/** deletes page after page of what `page` finds until it finds nothing */
async function deleteAll(page: () => Promise<{ id: unknown }[]>, remove: (id: string) => Promise<unknown>): Promise<void> {
  for (;;) {
    const rows = await page()
    if (!rows.length) return
    for (const row of rows) await remove(String(row.id))
  }
}

export const patientRemoved = (rt: OutboundRuntime) =>
  onEvent('messaging-outbound-patient-removed', 'evt.endusers.deleted', async (event, { tx, businessId }) => {
    const emails = rt.repos.emails.systemRepo(businessId, SYSTEM)
    const sms = rt.repos.smsMessages.systemRepo(businessId, SYSTEM)
    const calls = rt.repos.phoneCalls.systemRepo(businessId, SYSTEM)
    for (const patient of event.records) {
      const enduserId = String(patient.id)
      await deleteAll(() => emails.findRows({ enduserId }, { take: PAGE, tx, fields: ['id'] }), (id) => emails.delete(id, { tx }))
      await deleteAll(() => sms.findRows({ enduserId }, { take: PAGE, tx, fields: ['id'] }), (id) => sms.delete(id, { tx }))
      await deleteAll(() => calls.findRows({ enduserId }, { take: PAGE, tx, fields: ['id'] }), (id) => calls.delete(id, { tx }))
    }
  })
