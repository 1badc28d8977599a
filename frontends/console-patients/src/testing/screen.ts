// What the component tests of the Patients screen share: the demo staff and patients on the fake
// API, and plain selectors for the table. (Plain selectors in polling loops: role queries over the
// whole MUI document are slow enough to starve the transitions they wait for on a busy machine.)
import assert from 'node:assert/strict'
import { waitFor } from '@care/ui/testing/react'
import { fakeApi } from './fake-api.ts'

export const staff = [
  { fname: 'Avery', lname: 'Admin', email: 'admin@demo.care' },
  { fname: 'Casey', lname: 'Coordinator', email: 'coordinator@demo.care' },
]

/** Jordan Rivera (assigned to Casey Coordinator) and Sam Lee, signed in as Avery Admin */
export function seeded() {
  const api = fakeApi({
    users: staff,
    endusers: [
      { fname: 'Jordan', lname: 'Rivera', email: 'jordan@demo.care', phone: '+15555550100', tags: ['diabetes', 'new'] },
      { fname: 'Sam', lname: 'Lee', email: 'sam@demo.care', tags: ['hypertension'] },
    ],
  })
  api.endusers[0].assignedTo = [api.users[1].id]
  return api
}

export const table = () => document.querySelector<HTMLElement>('[role="table"][aria-label="Patients"]')
export const rows = () => [...(table()?.querySelectorAll<HTMLElement>('[role="row"]') ?? [])].slice(1)
export const rowOf = (name: string) => rows().find((r) => r.textContent?.includes(name))
export const nameButton = (name: string) => [...(table()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === name)
export const findNameButton = (name: string) => waitFor(() => nameButton(name) ?? assert.fail(`no row for ${name}`))
