// Builds the frontends an end-to-end suite needs when their dist/ is missing or older than their
// sources (the package's src/ and webpack.config.ts, and the shared packages' sources: @care/sdk,
// @care/ui, @care/build, @care/remote, @care/video and the form engine — a change to one rebuilds
// every frontend, which is more than needed but never stale). One test file builds at a time (a
// lock directory), since two suites may start together and must not write the same dist/; within
// it, E2E_BUILD_CONCURRENCY builds (default 2) run at once — each writes only its own dist/, and
// one webpack build leaves a core partly idle.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

export const ROOT = new URL('../../..', import.meta.url).pathname
const FRONTENDS = join(ROOT, 'frontends')
/** sources every frontend build reads besides its own */
const SHARED_SOURCES = ['sdk/src', 'ui/src', 'build/src', 'remote/src', 'video/src', 'form-engine/src'].map((p) => join(FRONTENDS, p))
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

async function withBuildLock<T>(fn: () => T | Promise<T>): Promise<T> {
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
    return await fn()
  } finally {
    rmdirSync(LOCK)
  }
}

/** Builds one frontend; rejects with its output when the build fails. */
function build(folder: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--silent', '-w', `frontends/${folder}`], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    const output: Buffer[] = []
    child.stdout.on('data', (d: Buffer) => output.push(d))
    child.stderr.on('data', (d: Buffer) => output.push(d))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`building frontends/${folder} failed:\n${Buffer.concat(output).toString('utf8')}`))))
  })
}

/** Builds each named frontend (folder under frontends/) that is missing or stale; throws on a failed build. */
export async function ensureFrontends(folders: readonly string[]): Promise<void> {
  if (process.env.E2E_SKIP_BUILD === '1') return
  for (const folder of folders) if (!existsSync(join(FRONTENDS, folder, 'package.json'))) throw new Error(`frontends/${folder} does not exist`)
  await withBuildLock(async () => {
    const queue = folders.filter(isStale)
    const workers = Math.max(1, Number(process.env.E2E_BUILD_CONCURRENCY ?? 2))
    let failure: unknown
    await Promise.all(Array.from({ length: Math.min(workers, queue.length) }, async () => {
      // a failed build stops the others from starting new ones
      for (let folder = queue.shift(); folder && !failure; folder = queue.shift()) {
        try {
          await build(folder)
        } catch (e) {
          failure ??= e
        }
      }
    }))
    if (failure) throw failure
  })
}
