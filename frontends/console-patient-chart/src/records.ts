// The records the chart shows, as the API answers them (@care/sdk's types, from contracts/src/collections/*.ts).
import type { AutomatedAction, CarePlan, Enduser, EnduserMedication, EnduserObservation, EnduserTask, File, Journey, Note, RecordOf, Ticket, User } from '@care/sdk'
import { patientName as namePatient, staffName } from '@care/sdk/helpers'

export type { Note, Ticket, CarePlan, Journey, AutomatedAction }
export type Patient = Enduser
export type Task = EnduserTask
export type Observation = EnduserObservation
export type Medication = EnduserMedication
export type FileRecord = File
export type StaffUser = User

/** an audit-trail entry (its action, resource, resourceId and userId always set by the server) */
export type UserLog = RecordOf<'user_logs'>

export const patientName = (p: Patient): string => namePatient(p, 'Unnamed patient')

export { staffName }
