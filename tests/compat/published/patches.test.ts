// The load-time patches of the published suite: each matches the shipped file as often as it says,
// and nothing of the vendor's ids, keys or host is left after them.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { applyPatches, PATCHES, type PatchContext } from './patches.ts'
import { SUITE_COMPILED } from './suite.ts'

const context: PatchContext = {
  host: 'http://localhost:1234', businessId: 'b'.repeat(24), userId: 'u'.repeat(24), subOrganizationId: 's'.repeat(24),
  otherBusinessApiKey: 'other-key', mfaUserApiKey: 'mfa-key', mfaUserId: 'm'.repeat(24), apiKey: 'a-key',
}

test('every patch applies to the shipped suite and leaves none of what it replaces', () => {
  const patched = applyPatches(readFileSync(SUITE_COMPILED, 'utf8'), context)
  for (const p of PATCHES) assert.equal(patched.includes(p.find), false, p.name)
  assert.equal(patched.split(context.host).length - 1, 3)
  assert.ok(patched.includes(`'${context.businessId}'`))
})

test('a suite where a patched value moved is refused, naming the patch', () => {
  assert.throws(() => applyPatches("var businessId = 'elsewhere';", context), /patch 'business id': expected 1 occurrence\(s\)/)
})
