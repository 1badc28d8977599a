import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { DEFAULT_ORG, ORG_STORAGE_KEY, resolveOrgQuery } from './resolve-org.ts'

const memory = () => {
  const m = new Map<string, string>()
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) }
}

describe('resolving the organization', () => {
  test('on localhost: ?org= wins and is remembered, else the remembered one, else the default', () => {
    const storage = memory()
    assert.deepEqual(resolveOrgQuery({ hostname: 'localhost', origin: 'http://localhost:8080', search: '', storage }), { subdomain: DEFAULT_ORG })
    assert.deepEqual(resolveOrgQuery({ hostname: 'localhost', origin: 'http://localhost:8080', search: '?org=Acme', storage }), { subdomain: 'acme' })
    assert.equal(storage.getItem(ORG_STORAGE_KEY), 'acme')
    assert.deepEqual(resolveOrgQuery({ hostname: '127.0.0.1', origin: 'http://127.0.0.1:8080', search: '', storage }), { subdomain: 'acme' })
    assert.deepEqual(resolveOrgQuery({ hostname: 'localhost', origin: 'http://localhost', search: '?org=bad_name!', storage: memory() }), { subdomain: DEFAULT_ORG })
  })

  test('a subdomain host names the organization; any other host is a custom portal URL', () => {
    assert.deepEqual(resolveOrgQuery({ hostname: 'demo.care.example.com', origin: 'https://demo.care.example.com', search: '' }), { subdomain: 'demo', customPortalURL: 'https://demo.care.example.com' })
    assert.deepEqual(resolveOrgQuery({ hostname: 'clinic.com', origin: 'https://clinic.com', search: '?org=demo' }), { customPortalURL: 'https://clinic.com' })
    assert.equal(resolveOrgQuery({ hostname: '', origin: '', search: '' }), undefined)
  })
})
