// Identity's bus-only calls for the forms service (routes in contracts/src/routes/identity.ts).
// Identity owns patients, so forms asks here to read a patient's profile (prepopulated answers),
// to write a submitted form's intake answers, and to find or create the patient opening a public
// form and give them a session. Every write goes through the endusers repository (its rules,
// uniqueness and events); a value the patient's rules refuse is answered, never written.
import { endusers } from '@care/contracts/collections/index'
import type { identityBusRoutes } from '@care/contracts/routes/identity'
import { customFieldsValidator } from '@care/contracts/values/index'
import { isApiError } from '@care/contracts/errors'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { repositoriesOf } from '../repositories.ts'
import { issueToken, sessionSeconds, type SessionDeps } from './sessions.ts'
import { findEnduser } from './enduser-auth/portal.ts'
import { enduserRecord } from './enduser-auth/records.ts'

/** Profile fields a form's intake answer may write (anything else becomes a custom field). */
export const INTAKE_PROFILE_FIELDS = ['email', 'phone', 'landline', 'fname', 'mname', 'lname', 'dateOfBirth', 'gender', 'state', 'height', 'weight', 'timezone', 'preference'] as const
const profileField = new Set<string>(INTAKE_PROFILE_FIELDS)

const fieldRules = endusers.fields as Record<string, { safeParse(v: unknown): { success: boolean; data?: unknown; error?: { issues: { message: string }[] } } } | undefined>

export const enduserForForm = (d: SessionDeps): Handler<typeof identityBusRoutes, 'endusers.for-form'> => async (input) => {
  const row = await repositoriesOf(d.db).endusers.systemRepo(input.businessId).row(input.enduserId)
  return row ? { enduser: enduserRecord(row, { type: 'user' }) } : {}
}

export const applyIntake = (d: SessionDeps): Handler<typeof identityBusRoutes, 'endusers.apply-intake'> => async (input) => {
  const updates: Record<string, unknown> = {}
  const custom: Record<string, unknown> = {}
  const refused: { field: string; message: string }[] = []
  for (const [field, value] of Object.entries(input.fields)) {
    if (value === undefined || value === null || value === '') continue
    if (profileField.has(field)) {
      const rule = fieldRules[field]
      const parsed = rule?.safeParse(value)
      if (parsed?.success) updates[field] = parsed.data
      else refused.push({ field, message: parsed?.error?.issues[0]?.message ?? 'Invalid value' })
    } else custom[field] = value
  }
  if (Object.keys(custom).length) {
    const parsed = customFieldsValidator.safeParse(custom)
    if (parsed.success) updates.fields = parsed.data
    else refused.push({ field: 'fields', message: parsed.error.issues[0]?.message ?? 'Invalid custom fields' })
  }
  if (!Object.keys(updates).length) return { updated: [], refused }
  const repo = repositoriesOf(d.db).endusers.systemRepo(input.businessId, input.actor ?? { type: 'system', id: 'forms' })
  // custom fields are merged into the patient's, under the row's lock
  const write = () => repo.modify(input.enduserId, (row) => ({
    ...updates,
    ...(updates.fields ? { fields: { ...(row.fields as Record<string, unknown> | null ?? {}), ...(updates.fields as Record<string, unknown>) } } : {}),
  }))
  let after
  try {
    after = await write()
  } catch (e) {
    // an email another patient already uses: the rest is still written
    if (!isApiError(e) || e.status >= 500 || !('email' in updates)) throw e
    refused.push({ field: 'email', message: e.message })
    delete updates.email
    after = Object.keys(updates).length ? await write() : {}
  }
  if (!after) return { updated: [], refused: [...refused, { field: 'enduserId', message: 'Enduser not found' }] }
  return { updated: Object.keys(updates), refused }
}

export const publicFormSession = (d: SessionDeps): Handler<typeof identityBusRoutes, 'endusers.public-form-session'> => async (input) => {
  const businessId = input.businessId
  let row
  if (!input.skipMatch) {
    if (input.email) row = await findEnduser(d.db, businessId, { email: input.email })
    if (!row && input.phone) row = await findEnduser(d.db, businessId, { phone: input.phone })
  }
  let created = false
  let enduserId = row?.id
  if (!enduserId) {
    const fields: Record<string, unknown> = {}
    for (const f of ['email', 'phone', 'fname', 'lname', 'dateOfBirth', 'state'] as const) if (input[f]) fields[f] = input[f]
    if (input.skipMatch && typeof fields.email === 'string') {
      // a new patient on purpose: an email another patient holds stays with them
      if (await findEnduser(d.db, businessId, { email: fields.email })) delete fields.email
    }
    const record = await repositoriesOf(d.db).endusers.systemRepo(businessId, { type: 'system', id: 'forms' }).create({ ...fields, source: 'Public Form' })
    enduserId = String(record.id)
    created = true
  }
  // never the patient's own session: one that fills this response only (Session.scope), whoever
  // typed the patient's email or phone
  const scope = { kind: 'public-form', formId: input.formId, responseId: input.responseId, existingPatient: !created } as const
  const authToken = await issueToken(d, { type: 'enduser', id: enduserId, businessId }, sessionSeconds(), { scope })
  return { enduserId, authToken, created }
}
