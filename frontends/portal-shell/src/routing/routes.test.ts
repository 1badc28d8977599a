import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { matchRoute, nextFrom, normalizePath, resolveRoute } from './routes.ts'

describe('portal routes', () => {
  test('paths of Reading A match their screens, with parameters', () => {
    assert.equal(matchRoute('/home')?.screen, 'home')
    assert.deepEqual(matchRoute('/events/abc')?.params, { id: 'abc' })
    assert.equal(matchRoute('/events')?.screen, 'events')
    assert.deepEqual(matchRoute('/communications/room1')?.params, { roomId: 'room1' })
    assert.deepEqual(matchRoute('/documents/forms/XYZ')?.params, { accessCode: 'XYZ' })
    assert.equal(matchRoute('/documents')?.screen, 'documents')
    assert.deepEqual(matchRoute('/book-an-appointment/p1')?.params, { pageId: 'p1' })
    assert.deepEqual(matchRoute('/r/tok')?.params, { token: 'tok' })
    assert.equal(matchRoute('/r'), undefined)
    assert.equal(matchRoute('/events/a/b'), undefined)
  })

  test('trailing slashes are ignored', () => {
    assert.equal(normalizePath('/home/'), '/home')
    assert.equal(normalizePath('/'), '/')
    assert.equal(matchRoute('/settings/')?.screen, 'settings')
  })

  test('logged out: public and logged-out paths render, anything else goes to /login', () => {
    assert.equal(resolveRoute('/', { loggedIn: false }).match?.screen, 'landing')
    assert.equal(resolveRoute('/register', { loggedIn: false }).match?.screen, 'register')
    assert.equal(resolveRoute('/privacy-policy', { loggedIn: false }).match?.screen, 'privacy_policy')
    assert.deepEqual(resolveRoute('/e-signature-terms', { loggedIn: false }).match, { group: 'public', screen: 'e_signature_terms', params: {} })
    assert.equal(resolveRoute('/unsubscribe', { loggedIn: false }).match?.screen, 'unsubscribe')
    assert.deepEqual(resolveRoute('/home', { loggedIn: false }), { redirect: '/login?next=%2Fhome' })
    assert.deepEqual(resolveRoute('/nowhere', { loggedIn: false }), { redirect: '/login' })
  })

  test('registration hidden: /register is not a route', () => {
    assert.deepEqual(resolveRoute('/register', { loggedIn: false, hideRegister: true }), { redirect: '/login' })
  })

  test('logged in: logged-out and unknown paths go to /home; public paths still render', () => {
    assert.deepEqual(resolveRoute('/', { loggedIn: true }), { redirect: '/home' })
    assert.deepEqual(resolveRoute('/login', { loggedIn: true }), { redirect: '/home' })
    assert.deepEqual(resolveRoute('/nowhere', { loggedIn: true }), { redirect: '/home' })
    assert.equal(resolveRoute('/terms-of-service', { loggedIn: true }).match?.screen, 'terms_of_service')
    assert.equal(resolveRoute('/e-signature-terms', { loggedIn: true }).match?.screen, 'e_signature_terms')
    assert.equal(resolveRoute('/settings', { loggedIn: true }).match?.screen, 'settings')
  })

  test('Community exists only when not disabled', () => {
    assert.equal(resolveRoute('/community', { loggedIn: true }).match?.screen, 'community')
    assert.deepEqual(resolveRoute('/community', { loggedIn: true, communityDisabled: true }), { redirect: '/home' })
  })

  test('the page first asked for, query string included, survives signing in', () => {
    const asked = resolveRoute('/link/form', { loggedIn: false }, '?f=F1&a=A2')
    assert.deepEqual(asked, { redirect: '/login?next=%2Flink%2Fform%3Ff%3DF1%26a%3DA2' })
    const search = (asked.redirect as string).slice('/login'.length)
    assert.equal(nextFrom(search), '/link/form?f=F1&a=A2')
    assert.deepEqual(resolveRoute('/login', { loggedIn: true }, search), { redirect: '/link/form?f=F1&a=A2' })
  })

  test('a public form by link renders for anonymous visitors; a link with an access code asks them to sign in', () => {
    assert.deepEqual(resolveRoute('/link/form', { loggedIn: false }, '?f=F1'), { match: { group: 'public', screen: 'form_submit', params: {} } })
    assert.deepEqual(resolveRoute('/link/form', { loggedIn: false }, '?f=F1&hideBg=true'), { match: { group: 'public', screen: 'form_submit', params: {} } })
    assert.match(resolveRoute('/link/form', { loggedIn: false }, '?f=F1&a=A2').redirect ?? '', /^\/login\?next=/)
    assert.deepEqual(resolveRoute('/link/form', { loggedIn: true }, '?f=F1'), { match: { group: 'loggedIn', screen: 'form_submit', params: {} } })
  })

  test('next never leaves the portal', () => {
    for (const bad of ['?next=https://evil.example', '?next=//evil.example/x', '?next=%2F%2Fevil.example', '?next=javascript:alert(1)', '']) assert.equal(nextFrom(bad), undefined, bad)
    assert.deepEqual(resolveRoute('/login', { loggedIn: true }, '?next=//evil.example'), { redirect: '/home' })
    for (const bad of ['?next=%2F%09%2Fevil.example', '?next=%2F%5Cevil.example', '?redir=%2F%0A%2Fevil.example']) assert.equal(nextFrom(bad), undefined, bad)
  })

  test("a mailed sign-in link's redir (the next the login screen sent) is where the signed-in patient lands", () => {
    const link = `?org=demo&redir=${encodeURIComponent('/link/form?f=F1&a=A2')}`
    assert.deepEqual(resolveRoute('/', { loggedIn: true }, link), { redirect: '/link/form?f=F1&a=A2' })
  })
})
