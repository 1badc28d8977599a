// ESLint rule care/no-raw-prisma (eslint.config.js): a service's code reaches a collection's rows
// through the kit's repository only (repo(ctx), systemRepo(…), lookup), so every write publishes
// its event and every read keeps its business. It reports a Prisma model call on a client or a
// transaction — `db.user.findUnique(…)`, `d.db.form.count(…)`, `(tx as Client).enduser.update(…)`.
// A file that must reach a table directly (one that is not a collection: sessions, one-time tokens)
// says so and why in a comment before its first statement: `Escape hatch (raw Prisma): <why>`.

const MODEL_METHODS = new Set([
  'findUnique', 'findUniqueOrThrow', 'findFirst', 'findFirstOrThrow', 'findMany', 'count', 'aggregate', 'groupBy',
  'create', 'createMany', 'createManyAndReturn', 'update', 'updateMany', 'updateManyAndReturn', 'upsert', 'delete', 'deleteMany',
])
/** names a Prisma client or transaction goes by in this code base */
const CLIENT_NAMES = new Set(['db', 'prisma', 'tx', 'prismaTx', 'client'])
const MARKER = /Escape hatch \(raw Prisma\):(.*)/

const unwrap = (node) => {
  while (node.type === 'TSAsExpression' || node.type === 'TSNonNullExpression' || node.type === 'TSSatisfiesExpression' || node.type === 'ChainExpression') node = node.expression
  return node
}

/** whether `node` is a Prisma client or transaction: a name above, `x.db`, or anything cast (`(ctx.tx as Client)`) */
function isClient(node) {
  if (node.type === 'TSAsExpression') return true
  const inner = unwrap(node)
  if (inner.type === 'Identifier') return CLIENT_NAMES.has(inner.name)
  if (inner.type === 'MemberExpression' && !inner.computed && inner.property.type === 'Identifier') return CLIENT_NAMES.has(inner.property.name)
  return false
}

const propertyName = (member) => (!member.computed && member.property.type === 'Identifier' ? member.property.name : undefined)

/** @type {import('eslint').Rule.RuleModule} */
export const noRawPrisma = {
  meta: {
    type: 'problem',
    docs: { description: "forbid Prisma model calls outside the kit's repository and files marked `Escape hatch (raw Prisma): <why>`" },
    schema: [],
    messages: {
      raw: "Direct Prisma model access ('{{model}}.{{method}}'): read and write collections through the kit's repository (repo(ctx), systemRepo(…), lookup), or, for a table that is not a collection, say so at the top of the file: `Escape hatch (raw Prisma): <why>`",
      noReason: 'The escape hatch must say why this file reaches tables directly (`Escape hatch (raw Prisma): <why>`)',
    },
  },
  create(context) {
    const source = context.sourceCode
    let marked = false
    return {
      Program(program) {
        const first = program.body[0]
        for (const comment of source.getAllComments()) {
          if (first && comment.range[0] > first.range[0]) break
          const found = MARKER.exec(comment.value)
          if (!found) continue
          if (found[1].trim().length < 3) context.report({ loc: comment.loc, messageId: 'noReason' })
          marked = true
        }
      },
      CallExpression(call) {
        if (marked) return
        const callee = unwrap(call.callee)
        if (callee.type !== 'MemberExpression') return
        const method = propertyName(callee)
        if (!method || !MODEL_METHODS.has(method)) return
        const model = unwrap(callee.object)
        if (model.type !== 'MemberExpression') return
        const modelName = propertyName(model)
        if (!modelName || modelName.startsWith('$') || modelName.startsWith('_')) return
        if (!isClient(model.object)) return
        context.report({ node: callee, messageId: 'raw', data: { model: modelName, method } })
      },
    }
  },
}

export default { rules: { 'no-raw-prisma': noRawPrisma } }
