// Where the pacts live (contracts/pacts, checked in) and how a freshly written one is compared with
// the checked-in file: `PACT_UPDATE=1` writes it instead.
import { readFileSync, readdirSync, writeFileSync, mkdirSync, existsSync } from 'node:fs'
import { join } from 'node:path'

export const PACTS_DIR = new URL('../../contracts/pacts/', import.meta.url).pathname
export const PROVIDER = 'care-gateway'
export const CONSUMERS = { sdk: 'care-sdk', tellescope: 'tellescope-sdk' } as const

export const pactFileName = (consumer: string) => `${consumer}-${PROVIDER}.json`

export interface PactFile {
  consumer: { name: string }
  provider: { name: string }
  interactions: { description: string; providerStates?: { name: string }[] }[]
  metadata: Record<string, unknown>
}

/** every pact file the provider is verified against */
export const pactFiles = () => readdirSync(PACTS_DIR).filter((f) => f.endsWith('.json')).sort().map((f) => join(PACTS_DIR, f))

export const readPact = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as PactFile

/** the pact with its interactions in a stable order (pact appends them as the tests run) */
export function normalised(pact: PactFile): PactFile {
  return { ...pact, interactions: [...pact.interactions].sort((a, b) => a.description.localeCompare(b.description)) }
}

/**
 * Answers the difference between a freshly written pact and the checked-in one ('' when equal);
 * with PACT_UPDATE=1 the checked-in file is replaced first.
 */
export function compareWithCheckedIn(writtenPath: string, name: string): string {
  const fresh = JSON.stringify(normalised(readPact(writtenPath)), null, 2) + '\n'
  const target = join(PACTS_DIR, name)
  if (process.env.PACT_UPDATE === '1') {
    mkdirSync(PACTS_DIR, { recursive: true })
    writeFileSync(target, fresh)
  }
  if (!existsSync(target)) return `${target} does not exist: run with PACT_UPDATE=1 to write it`
  return readFileSync(target, 'utf8') === fresh ? '' : `${target} is out of date: run \`PACT_UPDATE=1 npm test -- tests/pact\` and commit it`
}
