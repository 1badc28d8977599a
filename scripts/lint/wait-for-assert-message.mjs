// ESLint rule care/wait-for-assert-message (eslint.config.js): inside a `waitFor(…)` callback, a
// truthiness assertion — `assert(x)`, `assert.ok(x)` — must carry its message. Without one, node's
// assert builds the message by reading and parsing the test's source file at the failing line, and a
// waitFor callback fails on every poll until the screen catches up: seconds of CPU per file for
// nothing (issue #25). The value assertions (equal, deepEqual, match …) print their values and are
// left alone.

const isAssert = (node) => node.type === 'Identifier' && node.name === 'assert'

/** whether `call` is `assert(…)` or `assert.ok(…)` */
function isTruthiness(call) {
  const callee = call.callee
  if (isAssert(callee)) return true
  return callee.type === 'MemberExpression' && !callee.computed && isAssert(callee.object)
    && callee.property.type === 'Identifier' && callee.property.name === 'ok'
}

/** whether `node` is the callback given to a `waitFor(…)` call */
function isWaitForCallback(node) {
  const parent = node.parent
  if (!parent || parent.type !== 'CallExpression' || parent.arguments[0] !== node) return false
  const callee = parent.callee
  const name = callee.type === 'Identifier' ? callee.name
    : callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : undefined
  return name === 'waitFor'
}

/** @type {import('eslint').Rule.RuleModule} */
export const waitForAssertMessage = {
  meta: {
    type: 'problem',
    docs: { description: 'a truthiness assertion inside a waitFor callback carries a message' },
    schema: [],
    messages: {
      missing: "Give this assertion a message: inside waitFor it fails on every poll, and without a message node parses the test's source file each time to write one",
    },
  },
  create(context) {
    let depth = 0
    const enter = (fn) => { if (isWaitForCallback(fn)) depth++ }
    const leave = (fn) => { if (isWaitForCallback(fn)) depth-- }
    return {
      ArrowFunctionExpression: enter,
      'ArrowFunctionExpression:exit': leave,
      FunctionExpression: enter,
      'FunctionExpression:exit': leave,
      CallExpression(call) {
        if (depth > 0 && isTruthiness(call) && call.arguments.length < 2) context.report({ node: call, messageId: 'missing' })
      },
    }
  },
}

export default { rules: { 'wait-for-assert-message': waitForAssertMessage } }
