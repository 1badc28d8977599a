import { test } from 'node:test'
import assert from 'node:assert/strict'
import { dispositionName, refusalMessage } from './download.ts'

test("dispositionName: filename* first, then filename, else none", () => {
  assert.equal(dispositionName(`attachment; filename="Intake.pdf"; filename*=UTF-8''Intake%20%E2%80%94%20Jordan.pdf`), 'Intake — Jordan.pdf')
  assert.equal(dispositionName('attachment; filename="Intake.pdf"'), 'Intake.pdf')
  assert.equal(dispositionName(null), undefined)
})

test("refusalMessage: the JSON body's message, else the body, else the fallback", async () => {
  assert.equal(await refusalMessage(new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }), 'fallback'), 'Not found')
  assert.equal(await refusalMessage(new Response('Bad gateway', { status: 502 }), 'fallback'), 'Bad gateway')
  assert.equal(await refusalMessage(new Response('', { status: 500 }), 'The PDF could not be made (500)'), 'The PDF could not be made (500)')
})
