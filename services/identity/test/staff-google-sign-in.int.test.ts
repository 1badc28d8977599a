// Staff sign-in with Google: an ID token signed by the key set GOOGLE_JWKS_URL names, for the client
// GOOGLE_CLIENT_ID names, signs in the staff user of its verified email; anything else is refused.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SignJWT, exportJWK, generateKeyPair } from 'jose'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from './support/http.ts'

const bearer = (token: string): Principal => ({ authorization: `Bearer ${token}` })

describe('Google sign-in', () => {
  let platform: TestPlatform
  let jwks: Server
  let sign: (claims: Record<string, unknown>) => Promise<string>
  let staff: Awaited<ReturnType<typeof registerStaff>>
  const clientId = 'care-test-client'

  before(async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256')
    const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }
    jwks = createServer((_req, res) => res.setHeader('content-type', 'application/json').end(JSON.stringify({ keys: [jwk] })))
    await new Promise<void>((r) => jwks.listen(0, '127.0.0.1', r))
    process.env.GOOGLE_CLIENT_ID = clientId
    process.env.GOOGLE_JWKS_URL = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`
    // its own platform: identity reads the Google settings from the environment when it starts
    platform = await startTestPlatform({ fresh: true })
    delete process.env.GOOGLE_CLIENT_ID
    delete process.env.GOOGLE_JWKS_URL
    staff = await registerStaff(platform.url)
    sign = (claims) => new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).setIssuer('https://accounts.google.com')
      .setAudience(clientId).setIssuedAt().setExpirationTime('5m').sign(privateKey)
  })
  after(async () => {
    await platform?.close()
    jwks?.close()
  })

  test('a valid ID token with a verified email of a staff user signs them in', async () => {
    const res = await api<{ authToken: string; user: { id: string } }>(platform.url, {}, 'POST', '/users/login-google', { jwt: await sign({ email: staff.email, email_verified: true }) })
    assert.equal(res.status, 200)
    assert.equal(res.body.user.id, staff.user.id)
    assert.equal((await api(platform.url, bearer(res.body.authToken), 'GET', '/test-authenticated')).status, 200)
  })

  test('unverified emails, unknown users, other audiences and forged tokens are refused', async () => {
    const unverified = await api(platform.url, {}, 'POST', '/users/login-google', { jwt: await sign({ email: staff.email, email_verified: false }) })
    assert.equal(unverified.status, 401)
    const unknown = await api(platform.url, {}, 'POST', '/users/login-google', { jwt: await sign({ email: 'stranger@example.com', email_verified: true }) })
    assert.equal(unknown.status, 401)
    const { privateKey: other } = await generateKeyPair('RS256')
    const forged = await new SignJWT({ email: staff.email, email_verified: true }).setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com').setAudience(clientId).setExpirationTime('5m').sign(other)
    assert.equal((await api(platform.url, {}, 'POST', '/users/login-google', { jwt: forged })).status, 401)
    assert.equal((await api(platform.url, {}, 'POST', '/users/login-google', { jwt: 'not-a-jwt' })).status, 401)
  })
})
