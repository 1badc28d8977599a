// Wire compatibility (ARCHITECTURE.md §4): the public @tellescope/sdk, used unchanged as a client,
// against the running gateway: sign-in and every generic call on the first slice's collections.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import sdk from '@tellescope/sdk'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { COMPAT_BUSES } from './buses.ts'

const { Session } = sdk as unknown as { Session: new (o: { host: string; authToken?: string }) => any }

// on NATS when NATS_URL is set, else in-process: why not both, see buses.ts
for (const useNats of COMPAT_BUSES) {
  describe(`@tellescope/sdk against the gateway (${useNats ? 'NATS' : 'in-process'} bus)`, () => {
    let platform: TestPlatform
    let session: any
    let staff: Awaited<ReturnType<typeof registerStaff>>

    before(async () => {
      platform = await startTestPlatform({ useNats })
      staff = await registerStaff(platform.url)
      session = new Session({ host: platform.url })
      await session.authenticate(staff.email, staff.password)
    })
    after(async () => {
      await platform?.close()
    })

    test('authenticate stores the token and the user', () => {
      assert.equal(typeof session.authToken, 'string')
      assert.equal(session.userInfo.id, staff.user.id)
      assert.equal(session.userInfo.businessId, staff.user.businessId)
    })

    test('test_online and test_authenticated', async () => {
      await session.test_online()
      await session.test_authenticated()
    })

    test('endusers: createOne, getOne by id and by filter, updateOne, deleteOne', async () => {
      const created = await session.api.endusers.createOne({
        fname: 'Ann', lname: 'Lee', email: 'ANN.LEE@example.com', tags: ['vip'], fields: { favouriteColour: 'teal', visits: 3 },
        height: { value: 170, unit: 'cm' }, emailConsent: true,
      })
      assert.match(created.id, /^[0-9a-f]{24}$/)
      assert.equal(created.businessId, staff.user.businessId)
      assert.equal(created.email, 'ann.lee@example.com')
      assert.equal(created.creator, staff.user.id)
      assert.ok(Date.parse(created.createdAt))

      const byId = await session.api.endusers.getOne(created.id)
      // the by-id fast path answers exactly what createOne answered (dates, lists, Json)
      assert.deepEqual(byId, created)
      const byFilter = await session.api.endusers.getOne({ email: 'ann.lee@example.com' })
      assert.equal(byFilter.id, created.id)

      const updated = await session.api.endusers.updateOne(created.id, { fname: 'Anna' })
      assert.equal(updated.fname, 'Anna')
      assert.equal(updated.lname, 'Lee')

      await session.api.endusers.deleteOne(created.id)
      await assert.rejects(session.api.endusers.getOne(created.id), (e: any) => typeof e?.message === 'string')
    })

    test('endusers: createSome reports created and per-item errors; uniqueness', async () => {
      const { created, errors } = await session.api.endusers.createSome([
        { fname: 'Bo', email: 'bo@example.com' },
        { fname: 'Cy', email: 'cy@example.com' },
        { fname: 'Bo again', email: 'bo@example.com' },
      ])
      assert.equal(created.length, 2)
      assert.equal(errors.length, 1)
      await assert.rejects(session.api.endusers.createOne({ email: 'cy@example.com' }), (e: any) => e.message === 'Uniqueness Violation' && /already exists/.test(e.validation?.[0]?.message))
    })

    test('endusers: getSome pages with lastId and getByIds', async () => {
      const { created } = await session.api.endusers.createSome(Array.from({ length: 25 }, (_, i) => ({ fname: `Page${i}`, tags: ['paging'] })))
      const seen: string[] = []
      let lastId: string | undefined
      for (;;) {
        const page = await session.api.endusers.getSome({ limit: 10, lastId, filter: { tags: 'paging' } })
        seen.push(...page.map((r: any) => r.id))
        if (page.length < 10) break
        lastId = page[page.length - 1].id
      }
      assert.equal(seen.length, 25)
      assert.deepEqual(new Set(seen), new Set(created.map((r: any) => r.id)))
      const { matches } = await session.api.endusers.getByIds({ ids: created.slice(0, 3).map((r: any) => r.id) })
      assert.equal(matches.length, 3)
    })

    test('users and organizations: read own, update self', async () => {
      const me = await session.api.users.getOne(staff.user.id)
      assert.equal(me.email, staff.email)
      assert.equal(me.hashedPassword, undefined)
      const renamed = await session.api.users.updateOne(staff.user.id, { fname: 'Casey' })
      assert.equal(renamed.fname, 'Casey')
      const orgs = await session.api.organizations.getSome()
      assert.equal(orgs.length, 1)
      assert.equal(orgs[0].id, staff.user.businessId)
    })

    test('another business sees none of it', async () => {
      const other = await registerStaff(platform.url)
      const otherSession = new Session({ host: platform.url, authToken: other.authToken })
      const mine = await session.api.endusers.createOne({ fname: 'Private' })
      await assert.rejects(otherSession.api.endusers.getOne(mine.id))
      const list = await otherSession.api.endusers.getSome()
      assert.equal(list.length, 0)
    })

    test('logout revokes the token at once', async () => {
      const s = new Session({ host: platform.url })
      await s.authenticate(staff.email, staff.password)
      const token = s.authToken
      await s.logout()
      const res = await fetch(`${platform.url}/v1/endusers`, { headers: { authorization: `Bearer ${token}` } })
      assert.equal(res.status, 401)
      assert.equal(await res.json(), 'Unauthenticated')
    })
  })
}
