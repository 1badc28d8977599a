import { render } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import { BlockView, patientSees, youtubeEmbed } from './preview.tsx'
import { fakeApi } from './testing/fake-api.ts'
import type { Assignment, ContentRecord, Patient } from './records.ts'

test('an html block is sanitized: scripts, handlers, javascript: links and iframes go', () => {
  const api = fakeApi()
  const { container } = render(
    <CareProvider client={api.client()}>
      <BlockView block={{ type: 'html', info: { html: '<p onclick="alert(1)">Hi<script>window.x=1</script><a href="javascript:alert(1)">bad</a><iframe src="https://evil.example"></iframe></p>' } }} />
    </CareProvider>,
  )
  assert.equal(container.querySelector('.care-article-html')?.innerHTML, '<p>Hi<a>bad</a></p>')
})

test('YouTube links of each form become the embed address; others are not videos', () => {
  for (const link of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://youtube.com/shorts/dQw4w9WgXcQ']) assert.equal(youtubeEmbed(link), 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', link)
  for (const link of ['https://evil.example/watch?v=dQw4w9WgXcQ', 'javascript:alert(1)', 'https://youtube.com.evil.example/embed/dQw4w9WgXcQ', '']) assert.equal(youtubeEmbed(link), undefined, link)
})

test('who sees an item (spec 2 §2.6): All, a direct or Manual assignment, By Tags with every tag; never internal content', () => {
  const p = { id: 'p1', tags: ['a', 'b'] } as Patient
  const item = (r: Partial<ContentRecord>) => ({ id: 'c1', title: 't', textContent: 'x', ...r }) as ContentRecord
  const manual = [{ id: 'x', contentId: 'c1', enduserId: 'p1' }] as Assignment[]
  assert.equal(patientSees(item({ assignmentType: 'All' }), p, []), true)
  assert.equal(patientSees(item({ assignmentType: 'All', forInternalUse: true }), p, []), false)
  assert.equal(patientSees(item({ enduserId: 'p1' }), p, []), true)
  assert.equal(patientSees(item({ assignmentType: 'Manual' }), p, manual), true)
  assert.equal(patientSees(item({ assignmentType: 'Manual' }), p, []), false)
  assert.equal(patientSees(item({ assignmentType: 'By Tags', tags: ['a', 'b'] }), p, []), true)
  assert.equal(patientSees(item({ assignmentType: 'By Tags', tags: ['a', 'c'] }), p, []), false)
  assert.equal(patientSees(item({ assignmentType: 'By Tags', tags: [] }), p, []), false)
})
