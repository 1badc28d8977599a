#!/usr/bin/env node
// `npm run fuzz`: the fuzzing gate's file alone, larger — FUZZ_RUNS generated cases (default
// 30 000) within FUZZ_SECONDS (default 1 800); FUZZ_SEED repeats a run. Through the test script, so
// the database is found or started as for `npm test`; nothing shared is started (the file runs a
// platform of its own).
import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const env = { ...process.env, TEST_SHARED: '0', FUZZ_RUNS: process.env.FUZZ_RUNS ?? '30000', FUZZ_SECONDS: process.env.FUZZ_SECONDS ?? '1800' }
const child = spawn(process.execPath, [join(root, 'scripts/test.mjs'), 'tests/fuzz/routes.int.test.ts'], { cwd: root, stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
