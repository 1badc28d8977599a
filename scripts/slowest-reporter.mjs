// A node:test reporter that prints, once the run is over, the 20 slowest test files with their
// wall time (process start to exit, as the runner measured it) and the run's total, so growth is
// visible (issue #25). `npm test` gives it its own destination and prints it after the summary.
const SHOWN = Number(process.env.TEST_SLOWEST ?? 20)

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

export default async function* slowest(source) {
  const started = Date.now()
  const files = []
  for await (const event of source) {
    // with one process per file, the runner reports each file as a top-level test named by its path;
    // a group of component tests sharing a process (scripts/test.mjs) is reported the same way, and
    // each of its files as a top-level suite named by the file's path
    if (event.type !== 'test:complete' || event.data.nesting !== 0) continue
    const group = event.data.file?.endsWith('.group.test.mjs')
    if (event.data.name === event.data.file) {
      const name = group ? `${event.data.file.split('/').at(-1).replace('.group.test.mjs', '')} (one process for its files)` : event.data.file
      files.push({ file: name, ms: event.data.details.duration_ms, failed: !event.data.details.passed, process: true })
    } else if (group) {
      files.push({ file: event.data.name, ms: event.data.details.duration_ms, failed: !event.data.details.passed, process: false })
    }
  }
  const cwd = `${process.cwd()}/`
  const rows = files.sort((a, b) => b.ms - a.ms).slice(0, SHOWN)
  const sum = files.filter((f) => f.process).reduce((total, f) => total + f.ms, 0)
  const processes = files.filter((f) => f.process).length
  yield `\nslowest ${rows.length} of ${files.length} test files and groups (${processes} processes):\n`
  for (const f of rows) yield `${seconds(f.ms).padStart(9)}  ${f.file.replace(cwd, '')}${f.failed ? '  (failed)' : ''}\n`
  yield `total: ${seconds(Date.now() - started)} wall, ${seconds(sum)} summed over processes\n`
}
