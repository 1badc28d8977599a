// The suite's reset_db (POST /reset-demo, a vendor-only endpoint that empties its test database)
// emulated through our API: every record the businesses' Admins can list in the collections we
// have built is deleted, patients first (their records cascade), then staff users other than the
// harness's accounts, whose lock-outs (users.lockedOutUntil, set by lockout_tests) are lifted.
// Organizations, API keys, integrations, portal customizations and the audit trail stay: the
// accounts depend on them and the audit trail cannot be deleted.
import sdk from '@tellescope/sdk'

type Api = Record<string, {
  getSome(o: { limit: number }): Promise<{ id: string; lockedOutUntil?: number; email?: string }[]>
  deleteOne(id: string): Promise<unknown>
  updateOne(id: string, updates: Record<string, unknown>): Promise<unknown>
}>
const { Session } = sdk as unknown as { Session: new (o: { host: string; authToken: string }) => { api: Api } }

const KEPT = new Set(['organizations', 'users', 'api_keys', 'integrations', 'portal_customizations', 'user_logs', 'background_errors'])

/**
 * The collections a reset empties, in order, from the names of the collections we have built (the
 * contracts' `collections`): read by the caller, so a unit's process does not load the contracts.
 */
export const resetOrder = (built: readonly string[]) => ['endusers', ...built.filter((n) => n !== 'endusers' && !KEPT.has(n))]

/**
 * The patient the suite's generated tests share (its `defaultEnduser`, created once per process by
 * run_generated_tests with this address): kept between generated units that share a process.
 */
export const GENERATED_TESTS_PATIENT_EMAIL = 'default@tellescope.com'

/** the platform's 503 ('overloaded, try again shortly': a busy test run) is asked again, as a client does */
const RETRY_503_MS = [250, 1000, 2000, 4000]
async function retrying503<T>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt()
    } catch (e) {
      const unavailable = (e as { message?: unknown })?.message === 'Service unavailable, please try again later.'
      if (!unavailable || i >= RETRY_503_MS.length) throw e
      await new Promise((r) => setTimeout(r, RETRY_503_MS[i]))
    }
  }
}

async function emptyCollection(api: Api, name: string, keep: (r: { id: string; email?: string }) => boolean) {
  // a bound, so a record that refuses deletion cannot loop forever
  for (let round = 0; round < 20; round++) {
    const page = (await retrying503(() => api[name].getSome({ limit: 1000 }))).filter((r) => !keep(r))
    if (!page.length) return
    await Promise.all(page.map((r) => api[name].deleteOne(r.id).catch(() => undefined)))
  }
}

/** A unit that stopped between locking an account and unlocking it must not lock the next ones out. */
async function unlockAccounts(api: Api) {
  const locked = (await retrying503(() => api.users.getSome({ limit: 1000 }))).filter((u) => u.lockedOutUntil !== undefined && u.lockedOutUntil !== -1)
  await Promise.all(locked.map((u) => retrying503(() => api.users.updateOne(u.id, { lockedOutUntil: -1 }))))
}

export async function resetBusinesses(host: string, adminTokens: string[], keepUserIds: string[], order: readonly string[], o: { keepEnduserEmails?: readonly string[] } = {}) {
  const ids = new Set(keepUserIds)
  const emails = new Set(o.keepEnduserEmails ?? [])
  const keep = (r: { id: string }) => ids.has(r.id)
  const keepPatient = (r: { id: string; email?: string }) => keep(r) || (r.email !== undefined && emails.has(r.email))
  // the businesses at once, and in each the collections after the patients at once: a record that a
  // cascade removed meanwhile answers 404 to its delete, which is ignored, and each collection is
  // listed again until it is empty
  await Promise.all(adminTokens.map(async (authToken) => {
    const { api } = new Session({ host, authToken })
    // the SDK names only the collections it knows (ours has a few it does not)
    const [patients, ...rest] = order.filter((n) => api[n])
    if (patients) await emptyCollection(api, patients, keepPatient)
    await Promise.all(rest.map((name) => emptyCollection(api, name, keep)))
    await emptyCollection(api, 'users', keep)
    await unlockAccounts(api)
  }))
}
