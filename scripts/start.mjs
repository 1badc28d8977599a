#!/usr/bin/env node
// `npm start`: the whole platform on this machine, nothing to install but Node.
// Builds what is missing, starts embedded PostgreSQL (data under .data/, port PG_PORT or 54320, a
// free one when that is taken) unless DATABASE_URL is set (the database it names is the
// platform's name: services' databases are <name>_<service>), every service on the in-process
// bus (or NATS_URL, subjects namespaced by that name), the gateway on PORT (8080), seeds the demo
// clinic, prints the URLs, and stops cleanly on Ctrl-C keeping its data.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { spawnSync } from 'node:child_process'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

function ensureBuilt() {
  // every service with a database (services/<name>/prisma/schema.prisma) needs its generated client
  const generated = readdirSync(join(root, 'services'))
    .filter((s) => existsSync(join(root, 'services', s, 'prisma', 'schema.prisma')))
    .map((s) => join(root, 'services', s, 'src', 'generated', 'prisma', 'client.ts'))
  if (!generated.every((g) => existsSync(g))) {
    console.log('Generating database clients…')
    const r = spawnSync(process.execPath, [join(root, 'scripts', 'prisma-generate.mjs')], { stdio: 'inherit' })
    if (r.status !== 0) process.exit(r.status ?? 1)
  }
  const r = spawnSync(process.execPath, [join(root, 'scripts', 'build-frontends.mjs'), '--if-missing'], { stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

function authSecret() {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET
  const file = join(root, '.data', 'secrets.json')
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).authSecret
  mkdirSync(dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, JSON.stringify({ authSecret: secret }, null, 2), { mode: 0o600 })
  return secret
}

ensureBuilt()
const { tsImport } = await import('tsx/esm/api')
const { startPlatform } = await tsImport('../platform/standalone.ts', import.meta.url)
const { seedDemo } = await tsImport('../platform/seed.ts', import.meta.url)
// spans go to OTEL_EXPORTER_OTLP_ENDPOINT when it is set (one process: one service name)
const { initTelemetry, shutdownTelemetry } = await tsImport('../services/kit/src/runtime/telemetry.ts', import.meta.url)
initTelemetry('care-platform')

// sign-in and reset links in emails and texts point at this portal (identity reads PORTAL_URL)
process.env.PORTAL_URL ??= `http://localhost:${Number(process.env.PORT ?? 8080)}`
// a developer's own machine receives webhooks (http://localhost:…); deployments keep the SSRF guard on
process.env.WEBHOOKS_ALLOW_PRIVATE ??= 'on'
const platform = await startPlatform({
  root,
  port: Number(process.env.PORT ?? 8080),
  databaseUrl: process.env.DATABASE_URL,
  natsUrl: process.env.NATS_URL,
  authSecret: authSecret(),
}).catch((e) => {
  // what went wrong, in a sentence: a port in use, a database name PostgreSQL cannot take …
  console.error(`npm start: ${e instanceof Error ? e.message : String(e)}`)
  process.exit(1)
})
const demo = await seedDemo(platform)

console.log(`
Care platform is running.
  API          ${platform.url}/v1            (OpenAPI: ${platform.url}/v1/openapi.json)
  Portal       ${platform.url}/?org=demo
  Console      ${platform.url}/console
  Live events  ws://localhost:${platform.port}/v1/live
  Database     ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL, data in .data/pg'}: databases ${platform.name}_<service>
  Bus          ${process.env.NATS_URL ? `NATS at ${process.env.NATS_URL}, subjects under ${platform.name}` : 'in-process'}

Demo clinic "${demo.organizationName}" (subdomain ${demo.subdomain})
  Console (staff)   ${platform.url}/console
    Admin           ${demo.adminEmail} / ${demo.adminPassword}
    Coordinator     ${demo.staffEmail} / ${demo.staffPassword}   (role "${demo.staffRole}": assigned patients only)
  Portal (patients) ${platform.url}/?org=${demo.subdomain}
    With password   ${demo.patientEmail} / ${demo.patientPassword}
    Sign-in link    ${demo.passwordlessPatientEmail} (no password: the link arrives in the mailbox below)
    Texted link     ${demo.smsPatientPhone} (phone only: the link appears in the SMS outbox)
  Mailbox           ${process.env.DEV_MAILBOX === '0' ? 'off (DEV_MAILBOX=0)' : `${platform.url}/dev/mailbox   (emails and texts the platform sent, sign-in links included: answers only on this machine or to an Admin; DEV_MAILBOX=0 turns it off; set SMTP_URL to send real mail)`}
Press Ctrl-C to stop (data is kept).
`)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  console.log('\nStopping…')
  await platform.stop()
  await shutdownTelemetry()
  console.log('Stopped. Data kept in .data/')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
