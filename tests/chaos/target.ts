// What the chaos scenarios break: the whole platform in a process of its own (so it can be killed),
// on a nats-server of its own (so it can be killed; the machine's is left alone), with its own
// databases on the test PostgreSQL server (so only their connections are dropped).
import { natsProcess, type NatsProcess } from '../platform/support/nats-process.ts'
import { spawnPlatform, type SpawnedPlatform } from '../platform/support/spawned-platform.ts'

export interface ChaosTarget {
  platform: SpawnedPlatform
  nats: NatsProcess
  /** polls the gateway's /readyz until it answers `status` (or `ms` pass); true when it did */
  readyzBecomes(status: number, ms: number): Promise<boolean>
  close(): Promise<void>
}

export async function startChaosTarget(): Promise<ChaosTarget> {
  const nats = await natsProcess()
  await nats.start()
  const platform = await spawnPlatform({ natsUrl: nats.url }).catch(async (e: unknown) => {
    await nats.dispose()
    throw e
  })
  return {
    platform, nats,
    async readyzBecomes(status, ms) {
      const deadline = Date.now() + ms
      while (Date.now() < deadline) {
        const answer = await fetch(`${platform.url}/readyz`).then((r) => r.status, () => 0)
        if (answer === status) return true
        await new Promise((r) => setTimeout(r, 50))
      }
      return false
    },
    async close() {
      await platform.close()
      await nats.dispose()
    },
  }
}
