// care/no-raw-prisma, run through the repository's own eslint.config.js: a Prisma model call in a
// service's code is an error; the repository, a file marked as an escape hatch and tests are not.
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'

const root = fileURLToPath(new URL('../../../..', import.meta.url))
const eslint = new ESLint({ cwd: root })

async function rawPrismaErrors(code: string, path: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` })
  return result!.messages.filter((m) => m.ruleId === 'care/no-raw-prisma').map((m) => m.message)
}

const RAW_READS = `
type Db = { user: { findUnique(a: object): Promise<unknown> }; form: { count(a: object): Promise<number> } }
export async function f(db: Db, d: { db: Db }, ctx: { tx: unknown }) {
  await db.user.findUnique({ where: { id: '1' } })
  await d.db.form.count({ where: {} })
  await (ctx.tx as unknown as Db).form.count({ where: {} })
}
`

describe('care/no-raw-prisma', () => {
  it("fires on a service's Prisma model calls: on a client, a deps' client, a cast transaction", async () => {
    const errors = await rawPrismaErrors(RAW_READS, 'services/identity/src/calls/example.ts')
    assert.equal(errors.length, 3, errors.join('\n'))
    assert.match(errors[0]!, /'user\.findUnique'/)
    assert.match(errors[2]!, /'form\.count'/)
  })

  it('leaves the repository calls, $transaction and the kit repository alone', async () => {
    const code = `
export async function f(d: { db: { $transaction(f: () => Promise<void>): Promise<void> } }, repos: { users: { lookup(k: object): Promise<unknown> } }) {
  await d.db.$transaction(async () => {})
  await repos.users.lookup({ id: '1' })
}
`
    assert.deepEqual(await rawPrismaErrors(code, 'services/forms/src/calls/example.ts'), [])
    assert.deepEqual(await rawPrismaErrors(RAW_READS, 'services/kit/src/repository/example.ts'), [])
    assert.deepEqual(await rawPrismaErrors(RAW_READS, 'services/identity/test/example.int.test.ts'), [])
  })

  it('an escape hatch says why, at the top of the file', async () => {
    const marked = `// Escape hatch (raw Prisma): auth_sessions is not a collection.\n${RAW_READS}`
    assert.deepEqual(await rawPrismaErrors(marked, 'services/identity/src/calls/example.ts'), [])
    const bare = `// Escape hatch (raw Prisma):\n${RAW_READS}`
    assert.match((await rawPrismaErrors(bare, 'services/identity/src/calls/example.ts')).join('\n'), /must say why/)
    const late = `${RAW_READS}\n// Escape hatch (raw Prisma): too late, after the code.\n`
    assert.equal((await rawPrismaErrors(late, 'services/identity/src/calls/example.ts')).length, 3)
  })
})
