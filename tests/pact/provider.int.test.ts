// The gateway as the provider: every pact in contracts/pacts (@care/sdk's, and the one recorded from
// the public @tellescope/sdk) verified against the standalone platform. The provider state is made
// through the API once per pact file, and its ids and tokens replace the pacts' examples.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { basename } from 'node:path'
import { Verifier } from '@pact-foundation/pact'
import { startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { CLINIC, setUpClinic, type ClinicParams } from './provider-states.ts'
import { PROVIDER, pactFiles, readPact } from './pact-files.ts'

describe('the gateway honours every pact in contracts/pacts', () => {
  let platform: TestPlatform
  const verified: string[] = []
  before(async () => {
    platform = await startTestPlatform()
  })
  after(async () => {
    await platform?.close()
    if (verified.length) console.log(`pact: ${verified.join('; ')}`)
  })

  const files = pactFiles()
  test('there are pacts to verify', () => assert.ok(files.length >= 1))

  for (const file of files) {
    test(`verifies ${basename(file)}`, async () => {
      const pact = readPact(file)
      assert.equal(pact.provider.name, PROVIDER)
      assert.ok(pact.interactions.length > 0, 'a pact with no interactions verifies nothing')
      let clinic: Promise<ClinicParams> | undefined
      // one clinic per pact file: the interactions that change it (closing the ticket, deleting
      // the spare patient) touch records no other interaction needs
      // (a plain function is a setup handler)
      const stateHandlers = { [CLINIC]: async () => ({ ...(await (clinic ??= setUpClinic(platform.url))) }) }
      await new Verifier({
        provider: PROVIDER,
        providerBaseUrl: platform.url,
        pactUrls: [file],
        logLevel: 'error',
        stateHandlers,
      }).verifyProvider()
      verified.push(`${pact.interactions.length} interactions of ${pact.consumer.name} verified`)
    })
  }
})
