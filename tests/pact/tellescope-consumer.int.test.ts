// The unchanged public @tellescope/sdk as a second consumer of the gateway: the calls we serve for
// it (sign-in, patients, tickets, forms, files; tellescope/sdk-calls.ts) run against the platform
// through a recording proxy, and each recorded exchange becomes an interaction — the SDK then makes
// the same call against pact's mock server, which checks the request it sends. What the SDK sends
// must equal the checked-in contracts/pacts file's requests (PACT_UPDATE=1 writes the whole file);
// provider.int.test.ts verifies that file's answers against the platform.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PactV4 } from '@pact-foundation/pact'
import { startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { CLINIC, EXAMPLE, setUpClinic, type ClinicParams } from './provider-states.ts'
import { CONSUMERS, PACTS_DIR, PROVIDER, compareWithCheckedIn, normalised, pactFileName, readPact } from './pact-files.ts'
import { retryUnreceived } from './retry-unreceived.ts'
import { startRecorder } from './tellescope/recorder.ts'
import { tellescopeCalls } from './tellescope/sdk-calls.ts'
import { generalise } from './tellescope/generalise.ts'

const dir = mkdtempSync(join(tmpdir(), 'care-pact-tellescope-'))
const name = pactFileName(CONSUMERS.tellescope)

describe('the public @tellescope/sdk as a consumer of the gateway (recorded pact)', () => {
  let platform: TestPlatform
  let recorder: Awaited<ReturnType<typeof startRecorder>>
  let clinic: ClinicParams
  const pact = new PactV4({ consumer: CONSUMERS.tellescope, provider: PROVIDER, dir, logLevel: 'error' })

  before(async () => {
    platform = await startTestPlatform()
    clinic = await setUpClinic(platform.url)
    recorder = await startRecorder(platform.url)
  })
  after(async () => {
    await recorder?.close()
    await platform?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  for (const call of tellescopeCalls) {
    test(`${call.family}: ${call.description}`, async (t) => {
      const before = recorder.exchanges.length
      await call.run(recorder.url, clinic)
      const sent = recorder.exchanges.slice(before)
      assert.equal(sent.length, 1, 'the call makes one request')
      assert.ok(sent[0]!.status < 300, `the platform answered ${sent[0]!.status}`)
      const i = generalise(`${call.family}: ${call.description}`, sent[0]!, clinic, platform.url)
      const interaction = () => pact.addInteraction()
        .given(CLINIC)
        .uponReceiving(i.description)
        .withRequest(i.method as 'GET', i.path, (b) => {
          b.headers(i.headers as never)
          if (i.query) b.query(i.query as never)
          if (i.body !== undefined) b.jsonBody(i.body)
        })
        .willRespondWith(i.status, (b) => { if (i.answer !== undefined) b.jsonBody(i.answer) })
        // the SDK itself, given the examples, must send what was recorded
        .executeTest(async (server) => { await call.run(server.url, EXAMPLE) })
      await retryUnreceived(t, interaction)
    })
  }

  test('what the SDK sends equals the checked-in contracts/pacts file', () => {
    const written = join(dir, name)
    if (process.env.PACT_UPDATE === '1') return assert.equal(compareWithCheckedIn(written, name), '')
    const target = join(PACTS_DIR, name)
    assert.ok(existsSync(target), `${target} does not exist: run with PACT_UPDATE=1 to write it`)
    // the requests are the consumer's side; the answers were recorded once and are the provider's to keep
    const requests = (path: string) => normalised(readPact(path)).interactions.map((i) => ({ description: i.description, request: (i as { request?: unknown }).request }))
    assert.deepEqual(requests(written), requests(target), `${target} is out of date: run \`PACT_UPDATE=1 npm test -- tests/pact\` and commit it`)
  })
})
