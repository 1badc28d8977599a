// The whole platform in a process of its own, for the fault suite to kill (SIGKILL) and start again
// on the same databases, port and NATS namespace. Prints `ready <url>` once it answers.
// Environment: PLATFORM_PORT, PLATFORM_PREFIX, AUTH_SECRET, NATS_URL (optional), DATABASE_URL.
import { startPlatform } from '@care/platform'
import { serverUrl } from '@care/kit/testing/database'

const prefix = process.env.PLATFORM_PREFIX!
const platform = await startPlatform({
  root: new URL('../../..', import.meta.url).pathname,
  port: Number(process.env.PLATFORM_PORT),
  databaseUrl: serverUrl(),
  natsUrl: process.env.NATS_URL,
  busNamespace: process.env.NATS_URL ? prefix : undefined,
  authSecret: process.env.AUTH_SECRET!,
  databasePrefix: prefix,
  limits: { ipPerMinute: 0, sessionPerMinute: 0, authPerMinute: 0 },
})
process.stdout.write(`ready ${platform.url}\n`)
process.once('SIGTERM', () => void platform.stop().then(() => process.exit(0)))
