// A node:test reporter that prints, once the run is over, the 20 slowest test files with their
// wall time (process start to exit, as the runner measured it) and the run's total, so growth is
// visible (issue #25). `npm test` gives it its own destination and prints it after the summary.
const SHOWN = Number(process.env.TEST_SLOWEST ?? 20)

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

export default async function* slowest(source) {
  const started = Date.now()
  const files = []
  for await (const event of source) {
    // with one process per file, the runner reports each file as a top-level test named by its path
    if (event.type === 'test:complete' && event.data.nesting === 0 && event.data.name === event.data.file) {
      files.push({ file: event.data.file, ms: event.data.details.duration_ms, failed: !event.data.details.passed })
    }
  }
  const cwd = `${process.cwd()}/`
  const rows = files.sort((a, b) => b.ms - a.ms).slice(0, SHOWN)
  const sum = files.reduce((total, f) => total + f.ms, 0)
  yield `\nslowest ${rows.length} of ${files.length} test files:\n`
  for (const f of rows) yield `${seconds(f.ms).padStart(9)}  ${f.file.replace(cwd, '')}${f.failed ? '  (failed)' : ''}\n`
  yield `total: ${seconds(Date.now() - started)} wall, ${seconds(sum)} summed over files\n`
}
