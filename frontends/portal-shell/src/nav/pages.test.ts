import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { activePage, BOTTOM_NAV_MAX, bottomNavPages, navigationHidden, navPages } from './pages.ts'

describe('navigation pages', () => {
  test('default pages: Care Plan and booking only with their facts', () => {
    assert.deepEqual(navPages([]).map((p) => p.title), ['Home', 'Communications', 'Documents', 'Education', 'My Events', 'Community'])
    const all = navPages([], { hasCarePlan: true, canSelfSchedule: true }).map((p) => p.title)
    assert.ok(all.includes('Care Plan') && all.includes('Book an Appointment'))
  })

  test('page settings disable and retitle; Home cannot be disabled', () => {
    const pages = navPages([
      { page: 'Home', disabled: true, title: 'Start' },
      { page: 'Community', disabled: true },
      { page: 'Documents', title: '  My Files ' },
    ])
    assert.deepEqual(pages.map((p) => p.title), ['Start', 'Communications', 'My Files', 'Education', 'My Events'])
  })

  test('default order values: Home 0, Communications 1, Documents 2, Education 3, others 1000', () => {
    const order = Object.fromEntries(navPages([], { hasCarePlan: true }).map((p) => [p.page, p.order]))
    assert.deepEqual(order, { Home: 0, Communications: 1, Documents: 2, Education: 3, 'Care Plan': 1000, Events: 1000, Community: 1000 })
  })

  test('mobile positions reorder the bottom navigation; the overflow goes to the drawer', () => {
    const pages = navPages([{ page: 'Community', mobileBottomNavigationPosition: -1 }, { page: 'Home', mobileBottomNavigationPosition: 5 }])
    const { bottom, overflow } = bottomNavPages(pages)
    assert.equal(bottom.length, BOTTOM_NAV_MAX)
    assert.deepEqual(bottom.map((p) => p.page), ['Community', 'Communications', 'Documents', 'Education', 'Home'])
    assert.deepEqual(overflow.map((p) => p.page), ['Events'])
  })

  test('no bottom navigation with a single page', () => {
    const only = navPages(['Communications', 'Documents', 'Education', 'Community'].map((page) => ({ page, disabled: true }))).filter((p) => p.page !== 'Events')
    assert.equal(bottomNavPages(only).bottom.length, 0)
  })

  test('active page by section; navigation hidden on embedded, form and /r/ paths', () => {
    const pages = navPages([])
    assert.equal(activePage(pages, '/events/123')?.page, 'Events')
    assert.equal(activePage(pages, '/settings'), undefined)
    assert.equal(navigationHidden({ pathname: '/home', search: '?embedded=true' }), true)
    assert.equal(navigationHidden({ pathname: '/link/form', search: '' }), true)
    assert.equal(navigationHidden({ pathname: '/documents/forms/abc', search: '' }), true)
    assert.equal(navigationHidden({ pathname: '/r/abc', search: '' }), true)
    assert.equal(navigationHidden({ pathname: '/documents', search: '' }), false)
  })
})
