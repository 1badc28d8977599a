// Builds the frontends an end-to-end suite needs when their dist/ is missing or older than their
// sources (the package's src/ and webpack.config.ts, and the shared @care/sdk, @care/ui and
// @care/build sources). Builds run one at a time across test files (a lock directory), since two
// suites may start together and must not write the same dist/.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

export const ROOT = new URL('../../..', import.meta.url).pathname
const FRONTENDS = join(ROOT, 'frontends')
/** sources every frontend build reads besides its own */
const SHARED_SOURCES = ['sdk/src', 'ui/src', 'build/src'].map((p) => join(FRONTENDS, p))
const LOCK = join(ROOT, 'frontends', '.e2e-build.lock')
const LOCK_STALE_MS = 15 * 60_000

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const s = statSync(path)
  if (!s.isDirectory()) return s.mtimeMs
  let newest = s.mtimeMs
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist') continue
    newest = Math.max(newest, newestMtime(join(path, name)))
  }
  return newest
}

/** The time its dist/ was written (its index.html or remoteEntry.js), or 0 when not built. */
function builtAt(folder: string): number {
  const dist = join(FRONTENDS, folder, 'dist')
  for (const file of ['index.html', 'remoteEntry.js']) if (existsSync(join(dist, file))) return statSync(join(dist, file)).mtimeMs
  return 0
}

export function isStale(folder: string): boolean {
  const built = builtAt(folder)
  if (!built) return true
  const sources = [join(FRONTENDS, folder, 'src'), join(FRONTENDS, folder, 'webpack.config.ts'), ...SHARED_SOURCES]
  return sources.some((s) => newestMtime(s) > built)
}

async function withBuildLock<T>(fn: () => T): Promise<T> {
  for (;;) {
    try {
      mkdirSync(LOCK)
      break
    } catch {
      if (existsSync(LOCK) && Date.now() - statSync(LOCK).mtimeMs > LOCK_STALE_MS) rmdirSync(LOCK)
      await sleep(500)
    }
  }
  try {
    return fn()
  } finally {
    rmdirSync(LOCK)
  }
}

/** Builds each named frontend (folder under frontends/) that is missing or stale; throws on a failed build. */
export async function ensureFrontends(folders: readonly string[]): Promise<void> {
  if (process.env.E2E_SKIP_BUILD === '1') return
  await withBuildLock(() => {
    for (const folder of folders) {
      if (!existsSync(join(FRONTENDS, folder, 'package.json'))) throw new Error(`frontends/${folder} does not exist`)
      if (!isStale(folder)) continue
      const r = spawnSync('npm', ['run', 'build', '--silent', '-w', `frontends/${folder}`], { cwd: ROOT, encoding: 'utf8' })
      if (r.status !== 0) throw new Error(`building frontends/${folder} failed:\n${r.stdout}\n${r.stderr}`)
    }
  })
}
