// The records the chart shows, as the API answers them (@care/sdk's types, from contracts/src/collections/*.ts).
import type { CarePlan, CareRecord, Enduser, EnduserMedication, EnduserObservation, EnduserTask, File, Note, Ticket, User } from '@care/sdk'

export type { Note, Ticket, CarePlan }
export type Patient = Enduser
export type Task = EnduserTask
export type Observation = EnduserObservation
export type Medication = EnduserMedication
export type FileRecord = File
export type StaffUser = User

/** an audit-trail entry as the activity tab reads it (its action and resource always set by the server) */
export interface UserLog extends CareRecord {
  userId: string
  userType?: 'user' | 'enduser'
  userName?: string
  /** the collection, e.g. 'endusers', 'notes' */
  resource: string
  resourceId: string
  action: 'create' | 'read' | 'list' | 'update' | 'delete'
  enduserId?: string
  info?: { ip?: string; via?: string; [key: string]: unknown }
}

const fullName = (p: { fname?: string; lname?: string }) => [p.fname, p.lname].map((s) => s?.trim()).filter(Boolean).join(' ')

export function patientName(p: Patient): string {
  return fullName(p) || p.displayName?.trim() || p.email || p.phone || 'Unnamed patient'
}

export function staffName(u: StaffUser | undefined): string {
  if (!u) return ''
  return fullName(u) || u.displayName?.trim() || u.email || ''
}
