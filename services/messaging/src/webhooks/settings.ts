// The deployment's webhook settings, read once per start from the environment:
//   WEBHOOKS_ALLOW_PRIVATE=on  deliver to private and loopback addresses too (standalone mode, so a
//                              developer receives webhooks on their own machine); off by default
//   WEBHOOKS_RETRY_SCHEDULE    seconds before each retry, comma-separated (default: retry-schedule.ts)
//   WEBHOOKS_TIMEOUT_MS        how long one attempt may take (default 15 000)
import { DEFAULT_RETRY_DELAYS_SECONDS } from './retry-schedule.ts'

export interface WebhookSettings {
  allowPrivate: boolean
  retryDelaysSeconds: readonly number[]
  timeoutMs: number
}

const ON = new Set(['on', 'true', '1', 'yes'])

export function webhookSettingsFromEnv(env: NodeJS.ProcessEnv): WebhookSettings {
  // blank entries are not 0: unset or empty, the variable leaves the default schedule
  const schedule = (env.WEBHOOKS_RETRY_SCHEDULE ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '').map(Number).filter((n) => Number.isFinite(n) && n >= 0)
  const timeout = Number(env.WEBHOOKS_TIMEOUT_MS)
  return {
    allowPrivate: ON.has((env.WEBHOOKS_ALLOW_PRIVATE ?? '').trim().toLowerCase()),
    retryDelaysSeconds: schedule.length ? schedule : DEFAULT_RETRY_DELAYS_SECONDS,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 15_000,
  }
}
