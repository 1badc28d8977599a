// Wire compatibility for patients (ARCHITECTURE.md §4): the public @tellescope/sdk's EnduserSession,
// used unchanged as a client against the running gateway, registers, signs in with a password,
// reads its session info and its own record, starts the login flow, refreshes and logs out.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import sdk from '@tellescope/sdk'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { COMPAT_BUSES } from './buses.ts'

type EnduserSessionLike = {
  authToken: string
  userInfo: { id?: string; email?: string; businessId?: string }
  register(a: Record<string, unknown>): Promise<unknown>
  authenticate(email: string, password: string, o?: { durationInSeconds?: number }): Promise<{ authToken: string; enduser: { id: string } }>
  begin_login_flow(a: { email?: string; phone?: string }): Promise<{ result: string; email?: string }>
  refresh_session(): Promise<{ authToken: string; enduser: { id: string } }>
  logout(): Promise<void>
  api: { endusers: { current_session_info(): Promise<{ enduser: Record<string, unknown> }>; getOne(id: string): Promise<Record<string, unknown>>; getSome(): Promise<{ id: string }[]> } }
}
const { EnduserSession } = sdk as unknown as { EnduserSession: new (o: { host: string; businessId: string; authToken?: string }) => EnduserSessionLike }

// on NATS when NATS_URL is set, else in-process: why not both, see buses.ts
for (const useNats of COMPAT_BUSES) {
  describe(`@tellescope/sdk EnduserSession against the gateway (${useNats ? 'NATS' : 'in-process'} bus)`, () => {
    let platform: TestPlatform
    let businessId: string
    const email = `sdk-patient-${randomBytes(4).toString('hex')}@example.com`
    const password = 'Sdk-patient-1'
    let session: EnduserSessionLike

    before(async () => {
      platform = await startTestPlatform({ useNats })
      businessId = (await registerStaff(platform.url)).user.businessId
      session = new EnduserSession({ host: platform.url, businessId })
    })
    after(async () => {
      await platform?.close()
    })

    test('register', async () => {
      await session.register({ email, password, fname: 'Robin', lname: 'Sdk', emailConsent: true, termsSigned: new Date(), termsVersion: '1.0' })
      await assert.rejects(
        session.register({ email, password, termsSigned: new Date(), termsVersion: '1.0' }),
        (e: unknown) => /already exists/.test(String((e as { message?: string })?.message ?? e)),
      )
    })

    test('authenticate stores the token and the patient', async () => {
      const { authToken, enduser } = await session.authenticate(email, password)
      assert.equal(typeof authToken, 'string')
      assert.equal(session.authToken, authToken)
      assert.equal(session.userInfo.id, enduser.id)
      assert.equal(session.userInfo.email, email)
      assert.equal(session.userInfo.businessId, businessId)
    })

    test('a wrong password is refused with the server message', async () => {
      const other = new EnduserSession({ host: platform.url, businessId })
      await assert.rejects(other.authenticate(email, 'Wrong-password-1'), (e: unknown) => String((e as { message?: string })?.message ?? e) === 'Invalid email or password')
    })

    test('current_session_info and the own record', async () => {
      const { enduser } = await session.api.endusers.current_session_info()
      assert.equal(enduser.id, session.userInfo.id)
      assert.equal(enduser.email, email)
      assert.equal(enduser.fname, 'Robin')
      assert.equal(enduser.termsVersion, '1.0')
      const me = await session.api.endusers.getOne(session.userInfo.id!)
      assert.equal(me.id, session.userInfo.id)
      assert.deepEqual((await session.api.endusers.getSome()).map((r) => r.id), [session.userInfo.id])
    })

    test('begin_login_flow: continue-with-password for a patient with a password', async () => {
      const anonymous = new EnduserSession({ host: platform.url, businessId })
      assert.deepEqual(await anonymous.begin_login_flow({ email }), { result: 'continue-with-password', email })
    })

    test('refresh_session and logout', async () => {
      const before = session.authToken
      const { authToken, enduser } = await session.refresh_session()
      assert.notEqual(authToken, before)
      assert.equal(enduser.id, session.userInfo.id)
      const token = session.authToken
      await session.logout()
      const res = await fetch(`${platform.url}/v1/enduser-session-info`, { headers: { authorization: `Bearer ${token}` } })
      assert.equal(res.status, 401)
      assert.equal(await res.json(), 'Unauthenticated')
    })
  })
}
