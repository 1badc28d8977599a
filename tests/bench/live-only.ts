// Only the live fan-out row of `npm run bench`, for quick iterations on the fan-out path:
//   DATABASE_URL=… node --import tsx tests/bench/live-only.ts   (BENCH_LIVE_SOCKETS, BENCH_LIVE_WRITES, BENCH_LIVE_NATS=1)
import { registerStaff, startTestPlatform } from '../support/platform.ts'
import { benchLiveFanOut } from './live.ts'
import { printTable } from './measure.ts'

const platform = await startTestPlatform({ useNats: process.env.BENCH_LIVE_NATS === '1' })
try {
  const staff = await registerStaff(platform.url)
  printTable([await benchLiveFanOut(platform.bus, platform.url, staff.authToken, { sockets: Number(process.env.BENCH_LIVE_SOCKETS ?? 1000), writes: Number(process.env.BENCH_LIVE_WRITES ?? 100) })])
} finally {
  await platform.close()
}
