// Every load journey, in the order the runners run them. Booking and chat join when their
// services exist.
import { formSubmit } from './form-submit.ts'
import { patientHome } from './patient-home.ts'
import { staffPatients } from './staff-patients.ts'
import type { Journey } from './step.ts'

export const JOURNEYS: readonly Journey[] = [patientHome, staffPatients, formSubmit]

export { DEMO_CLINIC, type Clinic } from './clinic.ts'
export { judge, query, requestFor, type StepRequest, type Verdict } from './http.ts'
export type { Journey, Step, Vars } from './step.ts'
