// The portal's /v1 for the Education component tests: @care/sdk's shared fake, signed in as the
// patient, over the content the patient may see (GET /managed-content-records answers what it is
// given: visibility is the content service's rule, tested there) and its search (POST
// /managed-content-records/search: the items whose title or text has every word, in the order given).
import type { SessionEnduser } from '@care/sdk'
import { fakeV1, json } from '@care/sdk/testing'
import type { ContentLike } from '../content-types.ts'

export const PATIENT = 'e'.repeat(24)

export type FakeContent = Omit<ContentLike, 'id'> & { id?: string }

export function fakeApi(content: readonly FakeContent[] = [], o: { files?: Record<string, unknown>[] } = {}) {
  const v1 = fakeV1({
    kind: 'enduser',
    baseUrl: 'http://portal.test',
    collections: { managed_content_records: content as Record<string, unknown>[], files: o.files ?? [] },
    routes({ method, path, body }, store) {
      if (method === 'POST' && path === '/v1/managed-content-records/search') {
        const words = String(body?.query ?? '').toLowerCase().split(/\s+/).filter(Boolean)
        const matches = store.records('managed_content_records').filter((r) => {
          const text = `${String(r.title ?? '')} ${String(r.textContent ?? '')}`.toLowerCase()
          return words.every((w) => text.includes(w))
        })
        return json(200, { matches })
      }
      return undefined
    },
  })
  const enduser: SessionEnduser = { id: PATIENT, fname: 'Pat', lname: 'Quinn', email: 'pat@example.com' }
  return { v1, client: v1.client(enduser) }
}
