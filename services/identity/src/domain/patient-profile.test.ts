import { test } from 'node:test'
import assert from 'node:assert/strict'
import { patientEditableFields, patientUpdates, TERMS_CLOCK_SKEW_MS } from './patient-profile.ts'

const now = new Date('2026-06-01T12:00:00.000Z')
const refused = (updates: Record<string, unknown>, field: string, editable: ReadonlySet<string> = new Set<string>()) =>
  assert.throws(() => patientUpdates(updates, editable, {}, now), (e: { status: number; validation: { field: string }[] }) => e.status === 403 && e.validation[0].field === field)

test('profile fields pass as given', () => {
  const updates = { fname: 'Ann', email: 'a@b.co', phone: '+15555550123', state: 'CA', emailConsent: true, dateOfBirth: '1990-01-01' }
  assert.deepEqual(patientUpdates(updates, new Set(), {}, now), updates)
})

test("staff's fields, and custom fields not marked patient-editable, are refused by name", () => {
  for (const f of ['assignedTo', 'tags', 'journeys', 'note', 'externalId', 'customTypeId', 'isUpsertedAccount', 'source']) refused({ [f]: 'x' }, f)
  refused({ fields: { allergies: 'none', mrn: '1' } }, 'fields.mrn', new Set(['allergies']))
  const editable = patientEditableFields({ profile: { patientEditableFields: ['allergies'] } })
  // merged over the stored keys: replaceObjectFields cannot drop what staff set
  assert.deepEqual(patientUpdates({ fields: { allergies: 'none' } }, editable, { mrn: '7', allergies: 'dust' }, now), { fields: { mrn: '7', allergies: 'none' } })
  refused({ fields: null }, 'fields', editable)
})

test("terms: signed now (the server's clock is stored) at the current version only", () => {
  const skewed = new Date(now.getTime() - TERMS_CLOCK_SKEW_MS / 2).toISOString()
  assert.deepEqual(patientUpdates({ termsSigned: skewed, termsVersion: '1.0' }, new Set(), {}, now), { termsSigned: now.toISOString(), termsVersion: '1.0' })
  refused({ termsSigned: '2020-01-01T00:00:00.000Z', termsVersion: '1.0' }, 'termsSigned')
  refused({ termsSigned: '2099-01-01T00:00:00.000Z' }, 'termsSigned')
  refused({ termsSigned: 'yesterday' }, 'termsSigned')
  refused({ termsSigned: now.toISOString(), termsVersion: '0.9' }, 'termsVersion')
  refused({ termsVersion: '1.0' }, 'termsSigned')
})
