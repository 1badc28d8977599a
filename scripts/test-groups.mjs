// Which test files share a process under `npm test` (issue #25), and in which order they start.
//
// Node's runner gives every file a process of its own. Loading tsx, the contracts, the kit — and for
// component tests jsdom, React and MUI — costs 1–4 s of CPU per process, more than most files spend
// on their tests. So the files of one package that can share a process run in one: each inside a
// suite of its own named by its path (its top-level hooks stay its own), every file starting from
// what it sets up. A file keeps a process of its own when it starts a platform of its own
// (`fresh: true`), drives the browser (startE2E), sets environment variables, mocks modules,
// listens on the process or registers OpenTelemetry's global providers (once per process).
// TEST_GROUP=0 runs one process per file, as node does by default.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'

const OWN_PROCESS = /fresh: true|opentelemetry|instrumented-suite|trace\/spans|\bstartE2E\(|process\.env\.[A-Z_]+\s*(=[^=]|\?\?=)|process\.env\[[^\]]+\]\s*=[^=]|delete process\.env|mock\.module|process\.on\(|process\.exit|process\.memoryUsage|\bgc\(\)/

/** the package a test file belongs to: frontends/<name>, services/<name>, tests/<name>, contracts, gateway */
function packageOf(rel) {
  const parts = rel.split('/')
  return ['frontends', 'services', 'tests'].includes(parts[0]) ? parts.slice(0, 2).join('/') : parts[0]
}

// longest first, so that two workers finish together: the browser suites, then the shared processes
const weight = (target) => (target.includes('/e2e/') || target.includes('/compat/published/') ? 0 : target.endsWith('.group.test.mjs') ? 1 : 2)

/** the runner's targets: group entries written under `dir` and the files that keep a process */
export function testTargets(root, files, dir) {
  const rel = (f) => relative(root, f)
  if (process.env.TEST_GROUP === '0') return files.map(rel)
  const groups = new Map()
  const alone = []
  for (const file of files) {
    if (OWN_PROCESS.test(readFileSync(file, 'utf8'))) alone.push(rel(file))
    else {
      const pkg = packageOf(rel(file))
      groups.set(pkg, [...(groups.get(pkg) ?? []), file])
    }
  }
  mkdirSync(dir, { recursive: true })
  const targets = [...alone]
  for (const [pkg, members] of groups) {
    if (members.length === 1) {
      targets.push(rel(members[0]))
      continue
    }
    const entry = join(dir, `${pkg.replace('/', '-')}.group.test.mjs`)
    // Testing Library's cleanup after each test is a hook of the module that first loads it: loaded
    // here first, it belongs to the whole process rather than to the first file that imports it
    const dom = members.some((f) => /testing\/react|@testing-library|jsdom/.test(readFileSync(f, 'utf8')))
    writeFileSync(entry, [
      "import { describe } from 'node:test'",
      ...(dom ? [`import ${JSON.stringify(pathToFileURL(join(root, 'frontends/ui/src/testing/react.ts')).href)}`] : []),
      ...members.map((f) => `describe(${JSON.stringify(rel(f))}, async () => { await import(${JSON.stringify(pathToFileURL(f).href)}) })`),
      '',
    ].join('\n'))
    targets.push(entry)
  }
  return targets.sort((a, b) => weight(a) - weight(b))
}
