// The records the chart shows, as the API answers them (contracts/src/collections/*.ts), reduced
// to the fields the chart reads or writes.
import type { CareRecord } from '@care/sdk'

export interface Patient extends CareRecord {
  fname?: string
  lname?: string
  displayName?: string
  email?: string
  phone?: string
  dateOfBirth?: string
  tags?: string[]
}

export interface Note extends CareRecord {
  enduserId: string
  title?: string
  text?: string
}

export interface Ticket extends CareRecord {
  enduserId?: string
  title: string
  message?: string
  stage?: string
  dueDateInMS?: number
  closedAt?: string
  closedForReason?: string
}

export interface Task extends CareRecord {
  enduserId: string
  title: string
  description?: string
  completedAt?: string
}

export interface CarePlan extends CareRecord {
  enduserId: string
  title: string
  description?: string
}

export interface Observation extends CareRecord {
  enduserId: string
  type?: string
  measurement: { value: number; unit: string }
  status?: string
  recordedAt?: string
  notes?: string
  source?: string
}

export interface Medication extends CareRecord {
  enduserId: string
  title: string
  rxNormCode?: string
  dosage?: { value: string; unit: string; frequency?: string; description?: string; quantity?: string }
  startedTakingAt?: string
  stoppedTakingAt?: string
  notes?: string
  source?: string
}

export interface FileRecord extends CareRecord {
  name: string
  size: number
  type: string
  enduserId?: string
  secureName?: string
  confirmedAt?: string
}

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

export interface StaffUser extends CareRecord {
  fname?: string
  lname?: string
  displayName?: string
  email?: string
}

const fullName = (p: { fname?: string; lname?: string }) => [p.fname, p.lname].map((s) => s?.trim()).filter(Boolean).join(' ')

export function patientName(p: Patient): string {
  return fullName(p) || p.displayName?.trim() || p.email || p.phone || 'Unnamed patient'
}

export function staffName(u: StaffUser | undefined): string {
  if (!u) return ''
  return fullName(u) || u.displayName?.trim() || u.email || ''
}
