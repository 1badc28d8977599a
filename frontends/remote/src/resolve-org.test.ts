import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { DEFAULT_ORG, ORG_STORAGE_KEY, rememberOrg, resolveOrgQuery } from './resolve-org.ts'

const memory = () => {
  const m = new Map<string, string>()
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) }
}

describe('resolving the organization', () => {
  test('on localhost: ?org= wins and is remembered once it loaded, else the remembered one, else the default', () => {
    const storage = memory()
    assert.deepEqual(resolveOrgQuery({ hostname: 'localhost', origin: 'http://localhost:8080', search: '', storage }), { subdomain: DEFAULT_ORG })
    const acme = { hostname: 'localhost', origin: 'http://localhost:8080', search: '?org=Acme', storage }
    assert.deepEqual(resolveOrgQuery(acme), { subdomain: 'acme' })
    assert.equal(storage.getItem(ORG_STORAGE_KEY), null, 'not remembered before it loaded')
    rememberOrg(acme, { subdomain: 'acme' })
    assert.equal(storage.getItem(ORG_STORAGE_KEY), 'acme')
    assert.deepEqual(resolveOrgQuery({ hostname: '127.0.0.1', origin: 'http://127.0.0.1:8080', search: '', storage }), { subdomain: 'acme' })
    assert.deepEqual(resolveOrgQuery({ hostname: 'localhost', origin: 'http://localhost', search: '?org=bad_name!', storage: memory() }), { subdomain: DEFAULT_ORG })
  })

  test('an unknown ?org= (it never loads) does not stick to later visits', () => {
    const storage = memory()
    rememberOrg({ hostname: 'localhost', origin: 'http://localhost', search: '?org=demo', storage }, { subdomain: 'demo' })
    const unknown = { hostname: 'localhost', origin: 'http://localhost', search: '?org=nowhere', storage }
    assert.deepEqual(resolveOrgQuery(unknown), { subdomain: 'nowhere' })
    assert.deepEqual(resolveOrgQuery({ hostname: 'localhost', origin: 'http://localhost', search: '', storage }), { subdomain: 'demo' })
    rememberOrg({ hostname: 'clinic.com', origin: 'https://clinic.com', search: '?org=acme', storage }, { subdomain: 'acme' })
    assert.equal(storage.getItem(ORG_STORAGE_KEY), 'demo', 'only localhost remembers')
  })

  test('a subdomain host names the organization; any other host is a custom portal URL', () => {
    assert.deepEqual(resolveOrgQuery({ hostname: 'demo.care.example.com', origin: 'https://demo.care.example.com', search: '' }), { subdomain: 'demo', customPortalURL: 'https://demo.care.example.com' })
    assert.deepEqual(resolveOrgQuery({ hostname: 'clinic.com', origin: 'https://clinic.com', search: '?org=demo' }), { customPortalURL: 'https://clinic.com' })
    assert.equal(resolveOrgQuery({ hostname: '', origin: '', search: '' }), undefined)
  })
})
