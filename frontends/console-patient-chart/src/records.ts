// The records the chart shows, as the API answers them (@care/sdk's types, from contracts/src/collections/*.ts).
import type { CarePlan, Enduser, EnduserMedication, EnduserObservation, EnduserTask, File, Note, RecordOf, Ticket, User } from '@care/sdk'

export type { Note, Ticket, CarePlan }
export type Patient = Enduser
export type Task = EnduserTask
export type Observation = EnduserObservation
export type Medication = EnduserMedication
export type FileRecord = File
export type StaffUser = User

/** an audit-trail entry (its action, resource, resourceId and userId always set by the server) */
export type UserLog = RecordOf<'user_logs'>

const fullName = (p: { fname?: string; lname?: string }) => [p.fname, p.lname].map((s) => s?.trim()).filter(Boolean).join(' ')

export function patientName(p: Patient): string {
  return fullName(p) || p.displayName?.trim() || p.email || p.phone || 'Unnamed patient'
}

export function staffName(u: StaffUser | undefined): string {
  if (!u) return ''
  return fullName(u) || u.displayName?.trim() || u.email || ''
}
