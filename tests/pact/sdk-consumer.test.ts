// @care/sdk as the consumer of the gateway: every route family of the route table (identity,
// enduser-auth, records, forms, messaging, and the generic calls of each collection) driven through
// the SDK against pact's mock server. The pact it writes must equal contracts/pacts' checked-in
// file, which provider.int.test.ts verifies against the platform.
import { after, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PactV4 } from '@pact-foundation/pact'
import { createCareClient, memoryStorage } from '@care/sdk'
import { collections } from '@care/contracts/collections/index'
import { identityCalls } from '@care/contracts/routes/identity'
import { enduserAuthCalls } from '@care/contracts/routes/enduser-auth'
import { recordsCalls } from '@care/contracts/routes/records'
import { formsCalls } from '@care/contracts/routes/forms'
import { messagingCalls } from '@care/contracts/routes/messaging'
import { CLINIC, EXAMPLE } from './provider-states.ts'
import { bearer, statePath } from './matchers.ts'
import { CONSUMERS, PROVIDER, compareWithCheckedIn, pactFileName } from './pact-files.ts'
import { retryUnreceived } from './retry-unreceived.ts'
import { namedRouteInteractions } from './sdk/named-routes.ts'
import { collectionInteractions } from './sdk/collection-routes.ts'
import type { SdkInteraction } from './sdk/interaction.ts'

const interactions = [...namedRouteInteractions, ...collectionInteractions]
const dir = mkdtempSync(join(tmpdir(), 'care-pact-sdk-'))
const pact = new PactV4({ consumer: CONSUMERS.sdk, provider: PROVIDER, dir, logLevel: 'error' })
const silent = { warn() {}, error() {}, info() {} }

function clientFor(url: string, i: SdkInteraction) {
  const client = createCareClient({ apiBaseUrl: url, kind: i.as === 'patient' ? 'enduser' : 'user', storage: memoryStorage(), fetch, businessId: EXAMPLE.businessId, logger: silent })
  if (i.as === 'staff') client.setSession({ authToken: EXAMPLE.authToken, user: { id: EXAMPLE.userId, businessId: EXAMPLE.businessId } as never })
  if (i.as === 'patient') client.setSession({ authToken: EXAMPLE.enduserToken, enduser: { id: EXAMPLE.enduserId, businessId: EXAMPLE.businessId } as never })
  return client
}

describe('@care/sdk as a consumer of the gateway (pact)', () => {
  after(() => rmSync(dir, { recursive: true, force: true }))

  test('every route family has an interaction', () => {
    const families = new Set(interactions.map((i) => i.family))
    const expected = ['identity', 'enduser-auth', 'records', 'forms', 'messaging', ...collections.map((c) => c.name)]
    assert.deepEqual(expected.filter((f) => !families.has(f)), [])
    // the named-route families are the route table's groups: each has calls to stand for
    for (const group of [identityCalls, enduserAuthCalls, recordsCalls, formsCalls, messagingCalls]) assert.ok(group.length > 0)
  })

  for (const i of interactions) {
    test(`${i.family}: ${i.description}`, async (t) => {
      const path = i.path.includes('${') ? statePath(`/v1${i.path}`) : `/v1${i.path}`
      await retryUnreceived(t, () => pact.addInteraction()
        .given(CLINIC)
        .uponReceiving(`${i.family}: ${i.description}`)
        .withRequest(i.method, path, (b) => {
          if (i.as !== 'none') b.headers(bearer(i.as === 'staff' ? 'authToken' : 'enduserToken'))
          if (i.query) b.query(i.query as never)
          if (i.body !== undefined) b.jsonBody(i.body)
        })
        .willRespondWith(i.status, (b) => { if (i.answer !== undefined) b.jsonBody(i.answer) })
        .executeTest(async (server) => {
          const client = clientFor(server.url, i)
          try {
            const answer = await i.send(client)
            if (i.answer === undefined) assert.equal(answer, undefined, 'an empty answer resolves to undefined')
            else assert.ok(answer !== undefined, 'the SDK resolves to the answer body')
          } finally {
            client.close()
          }
        }))
    })
  }

  test('the pact written equals the checked-in contracts/pacts file', () => {
    const name = pactFileName(CONSUMERS.sdk)
    assert.equal(compareWithCheckedIn(join(dir, name), name), '')
  })
})
