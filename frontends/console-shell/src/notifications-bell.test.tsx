import { test } from 'node:test'
import assert from 'node:assert/strict'
import { render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { CareProvider } from '@care/sdk/react'
import { fakeV1, json } from '@care/sdk/testing'
import { NotificationsBell } from './notifications-bell.tsx'

const ME = 'a'.repeat(24)

function setup(notifications: Record<string, unknown>[]) {
  const v1 = fakeV1({
    collections: { user_notifications: notifications },
    routes({ method, path, body }, store) {
      if (method === 'POST' && path === '/v1/notifications/bulk-update' && body?.action === 'read') {
        for (const n of store.records('user_notifications')) if (n.userId === store.me) n.read = true
        return json(200, {})
      }
      return undefined
    },
  })
  return { v1, client: v1.client({ id: ME }) }
}

test('the bell: the unread count, the list newest first, one marked read when opened, then all with Mark all as read', async () => {
  const user = userEvent.setup()
  const { v1, client } = setup([
    { userId: ME, type: 'newChat', message: 'Jordan Rivera sent a message', read: false },
    { userId: ME, type: 'newTicket', message: 'A ticket was assigned to you', read: false },
    { userId: ME, type: 'newFormResponse', message: 'Intake form submitted', read: true },
  ])
  render(<CareProvider client={client}><NotificationsBell /></CareProvider>)
  await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }))
  const panel = await screen.findByRole('dialog', { name: 'Notifications' })
  const items = await within(panel).findAllByRole('button', { name: /sent|assigned|submitted/ })
  assert.deepEqual(items.map((i) => i.querySelector('.MuiListItemText-primary')?.textContent), ['Intake form submitted', 'A ticket was assigned to you', 'Jordan Rivera sent a message'])
  await user.click(items[1]!)
  await waitFor(() => assert.equal(v1.records('user_notifications')[1]!.read, true, 'marked read'))
  await screen.findByRole('button', { name: 'Notifications, 1 unread', hidden: true }) // the page behind the open panel is hidden from readers
  await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }))
  await screen.findByRole('button', { name: 'Notifications', hidden: true })
  assert.ok(v1.records('user_notifications').every((n) => n.read === true))
  assert.ok(v1.requests.some((r) => r.path === '/v1/notifications/bulk-update'))
})

test('the bell: no notifications says so', async () => {
  const user = userEvent.setup()
  const { client } = setup([])
  render(<CareProvider client={client}><NotificationsBell /></CareProvider>)
  await user.click(await screen.findByRole('button', { name: 'Notifications' }))
  await screen.findByText('No notifications')
})
