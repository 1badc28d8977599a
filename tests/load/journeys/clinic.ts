// The accounts and the form the journeys use by default: the demo clinic's (platform/seed.ts and
// seed-forms.ts; journeys.test.ts checks they still agree). Kept here as plain values because the
// k6 script cannot import the platform's Node code.
import type { Vars } from './step.ts'

export interface Clinic extends Vars {
  /** the portal's organization (`/login?org=demo`) */
  subdomain: string
  patientEmail: string
  patientPassword: string
  staffEmail: string
  staffPassword: string
  /** the form the patient fills (a rating and an optional note) */
  formTitle: string
}

export const DEMO_CLINIC: Clinic = {
  subdomain: 'demo',
  patientEmail: 'jordan@demo.care',
  patientPassword: 'Demo-patient-2026',
  staffEmail: 'admin@demo.care',
  staffPassword: 'Demo-clinic-2026',
  formTitle: 'Weekly check-in',
}
