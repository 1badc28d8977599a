// The unchanged @tellescope/sdk's sessions as the compat files use them: its classes (the package's
// types are not imported: the files drive it as a partner's JavaScript would), a staff member
// registered through our API and signed in with the SDK, and a patient who registers and signs in
// through the SDK's own EnduserSession.
import { randomBytes } from 'node:crypto'
import sdk from '@tellescope/sdk'
import { registerStaff } from '../support/platform.ts'

export const { Session, EnduserSession } = sdk as unknown as {
  Session: new (o: { host: string; authToken?: string }) => any
  EnduserSession: new (o: { host: string; businessId: string; authToken?: string }) => any
}

export const unique = () => randomBytes(4).toString('hex')

/** a new business's admin, signed in with the SDK's Session */
export async function signedInStaff(url: string): Promise<{ staff: any; businessId: string }> {
  const registered = await registerStaff(url)
  const staff = new Session({ host: url })
  await staff.authenticate(registered.email, registered.password)
  return { staff, businessId: registered.user.businessId as string }
}

export const PATIENT_PASSWORD = 'Patient-pass-1'

/** a patient of the business who registered and signed in through the SDK (`userInfo.id` is theirs) */
export async function registeredPatient(url: string, businessId: string, o: { emailPrefix?: string; fname?: string } = {}): Promise<any> {
  const email = `${o.emailPrefix ?? 'sdk'}-${unique()}@example.com`
  const session = new EnduserSession({ host: url, businessId })
  await session.register({ email, password: PATIENT_PASSWORD, fname: o.fname ?? 'Jordan', lname: 'Sdk', termsSigned: new Date(), termsVersion: '1.0' })
  await session.authenticate(email, PATIENT_PASSWORD)
  return session
}
