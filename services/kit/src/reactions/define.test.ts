// A reaction to a collection's subject reads its records typed from the contract, with no casts.
// The `@ts-expect-error` lines are compile-time checks: `tsc` fails if they ever compile.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { EventRecordFor } from './define.ts'
import { onEvent } from './define.ts'

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
const assertType = <T extends true>(_ok?: T) => undefined

test("an event of a collection's subject has that collection's records", () => {
  const reaction = onEvent('typed', 'evt.endusers.deleted', async (event) => {
    const record = event.records[0]!
    const name: string | undefined = record.fname
    const assigned: string[] | undefined = record.assignedTo
    // a write may add fields of its own (identity's merge: mergedInto), read as unknown
    const mergedInto: unknown = record.mergedInto
    // @ts-expect-error hidden fields never travel in events: not a string here
    const hash: string | undefined = record.hashedPassword
    // @ts-expect-error fname is text, not a number
    const n: number | undefined = record.fname
    assert.ok([name, assigned, mergedInto, hash, n])
  })
  assert.deepEqual(reaction.subjects, ['evt.endusers.deleted'])
  assertType<Equal<EventRecordFor<'evt.tickets.created'>['title'], string | undefined>>()
})

test('several subjects give the union of their records; wildcards and unknown collections plain records', () => {
  const reaction = onEvent('counted', ['evt.form_fields.created', 'evt.form_fields.deleted'], async (event) => {
    const formId: string | undefined = event.records[0]?.formId
    assert.ok(formId === undefined || formId)
  })
  assert.deepEqual(reaction.subjects, ['evt.form_fields.created', 'evt.form_fields.deleted'])
  assertType<Equal<EventRecordFor<'evt.*.deleted'>, Record<string, unknown>>>()
  assertType<Equal<EventRecordFor<'evt.nothing_declared.created'>, Record<string, unknown>>>()
  assert.throws(() => onEvent('bad', 'svc.records.x', async () => undefined), /event subjects/)
})
