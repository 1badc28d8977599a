// tests/wait-for-assert-message (scripts/lint), run through the repository's own eslint.config.js:
// a truthiness assertion without a message inside a waitFor callback is an error in a test file;
// with a message, outside waitFor, or a value assertion, it is not.
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'

const root = fileURLToPath(new URL('../..', import.meta.url))
const eslint = new ESLint({ cwd: root })

async function findings(code: string, path = 'frontends/ui/src/example.test.tsx') {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` })
  return result!.messages.filter((m) => m.ruleId === 'tests/wait-for-assert-message').map((m) => m.line)
}

const header = `import assert from 'node:assert/strict'\ndeclare function waitFor<T>(f: () => T): Promise<T>\ndeclare const shown: () => boolean\n`

describe('tests/wait-for-assert-message', () => {
  it('fires on assert.ok and assert without a message inside a waitFor callback, arrow or block', async () => {
    const code = `${header}
await waitFor(() => assert.ok(shown()))
await waitFor(() => { assert(shown()) })
await waitFor(function () { assert.ok(shown()) })
`
    assert.deepEqual(await findings(code), [5, 6, 7])
  })

  it('leaves messages, value assertions and assertions outside waitFor alone', async () => {
    const code = `${header}
await waitFor(() => assert.ok(shown(), 'the list is shown'))
await waitFor(() => assert.equal(shown(), true))
assert.ok(shown())
`
    assert.deepEqual(await findings(code), [])
  })

  it('applies to test files only', async () => {
    assert.deepEqual(await findings(`${header}\nawait waitFor(() => assert.ok(shown()))\n`, 'frontends/ui/src/example.tsx'), [])
  })
})
