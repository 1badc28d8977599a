import { render, screen, userEvent } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import { PatientsScreen } from './patients-screen.tsx'
import { findNameButton, seeded } from './testing/screen.ts'

test("the panel links to the patient's chart; a plain click navigates within the console", async () => {
  const api = seeded()
  const visited: string[] = []
  render(
    <CareProvider client={api.client()}>
      <PatientsScreen navigate={(url) => visited.push(url)} />
    </CareProvider>,
  )
  await userEvent.setup().click(await findNameButton('Jordan Rivera'))
  const link = await screen.findByRole('link', { name: 'Open chart' })
  const url = `/console/chart/${api.endusers[0].id}`
  assert.equal(link.getAttribute('href'), url)
  await userEvent.setup().click(link)
  assert.deepEqual(visited, [url])
})

test("each row's chart link beside the name opens the chart without opening the panel", async () => {
  const api = seeded()
  const visited: string[] = []
  render(
    <CareProvider client={api.client()}>
      <PatientsScreen navigate={(url) => visited.push(url)} />
    </CareProvider>,
  )
  await findNameButton('Jordan Rivera')
  const link = screen.getByRole('link', { name: 'Open chart of Jordan Rivera' })
  assert.equal(link.getAttribute('href'), `/console/chart/${api.endusers[0].id}`)
  await userEvent.setup().click(link)
  assert.deepEqual(visited, [`/console/chart/${api.endusers[0].id}`])
  assert.equal(screen.queryByRole('form', { name: 'Jordan Rivera' }), null, 'no panel')
})
