import { fireEvent, render, screen, waitFor } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createCareClient, memoryStorage, type FetchLike, type SessionEnduser } from '@care/sdk'
import { CareProvider } from '@care/sdk/react'
import { setLanguage, useLanguage } from '@care/ui/i18n'
import { LanguageSection } from './language-section.tsx'
import { texts } from './texts.ts'

const ID = 'e'.repeat(24)

function setup(answer: (body: unknown) => { status: number; body: unknown }) {
  const sent: unknown[] = []
  const fetch: FetchLike = async (_url, init) => {
    const body = JSON.parse(String(init?.body ?? '{}'))
    sent.push(body)
    const a = answer(body)
    return { status: a.status, ok: a.status < 400, text: async () => JSON.stringify(a.body) }
  }
  const client = createCareClient({ apiBaseUrl: 'http://portal.test', kind: 'enduser', fetch, storage: memoryStorage() })
  client.setSession({ authToken: 'tok', enduser: { id: ID, fname: 'Pat', lname: 'Quinn', email: 'pat@example.com' } as SessionEnduser })
  function Page() {
    useLanguage()
    return <><h1>{texts.title}</h1><LanguageSection enduserId={ID} /></>
  }
  render(<CareProvider client={client}><Page /></CareProvider>)
  return { client, sent }
}

test('Español saves language { displayName, iso6391 } to the profile and the page switches at once; English switches back', async () => {
  await setLanguage('en')
  const { client, sent } = setup((body) => ({ status: 200, body: { id: ID, fname: 'Pat', lname: 'Quinn', email: 'pat@example.com', ...(body as { updates: object }).updates } }))
  fireEvent.click(screen.getByRole('radio', { name: 'Español' }))
  await screen.findByRole('heading', { name: 'Su perfil' })
  assert.deepEqual(sent[0], { updates: { language: { displayName: 'Español', iso6391: 'es' } } })
  assert.equal((client.session.enduser as SessionEnduser).language?.iso6391, 'es')
  assert.equal(document.documentElement.lang, 'es')
  screen.getByRole('radiogroup', { name: 'Idioma' })
  fireEvent.click(screen.getByRole('radio', { name: 'English' }))
  await screen.findByRole('heading', { name: 'Your Profile' })
  assert.deepEqual(sent[1], { updates: { language: { displayName: 'English', iso6391: 'en' } } })
})

test('a refused save keeps the language and says why', async () => {
  await setLanguage('en')
  setup(() => ({ status: 400, body: { message: 'language is not valid' } }))
  fireEvent.click(screen.getByRole('radio', { name: 'Español' }))
  await screen.findByText(/language is not valid/)
  await waitFor(() => assert.equal((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked, true))
  screen.getByRole('heading', { name: 'Your Profile' })
})
