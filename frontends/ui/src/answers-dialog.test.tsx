import { render, screen, userEvent, within } from './testing/react.ts'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { AnswersDialog } from './answers-dialog.tsx'

test("answers dialog: the status, each question over its answer ('Question' without a title), Download PDF and Close", async () => {
  const user = userEvent.setup()
  const done: string[] = []
  render(
    <AnswersDialog
      titleId="answers-title"
      title="New patient intake"
      status="Submitted Jan 5, 2026"
      answers={[
        { fieldId: 'a', question: 'Do you smoke?', answer: 'No' },
        { fieldId: 'b', answer: 'Signed by Jordan Rivera' },
      ]}
      onPdf={() => done.push('pdf')}
      onClose={() => done.push('close')}
    />,
  )
  const dialog = screen.getByRole('dialog', { name: 'New patient intake' })
  assert.ok(within(dialog).getByText('Submitted Jan 5, 2026'))
  const terms = [...dialog.querySelectorAll('dt')].map((d) => d.textContent)
  const details = [...dialog.querySelectorAll('dd')].map((d) => d.textContent)
  assert.deepEqual(terms, ['Do you smoke?', 'Question'])
  assert.deepEqual(details, ['No', 'Signed by Jordan Rivera'])
  assert.equal(within(dialog).queryByText('No answers yet'), null)
  await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }))
  await user.click(within(dialog).getByRole('button', { name: 'Close' }))
  assert.deepEqual(done, ['pdf', 'close'])
})

test("answers dialog: 'No answers yet' when there are none", () => {
  render(<AnswersDialog titleId="t" title="Weekly check-in" status="Not started" answers={[]} onPdf={() => {}} onClose={() => {}} />)
  assert.ok(screen.getByText('No answers yet'))
})
