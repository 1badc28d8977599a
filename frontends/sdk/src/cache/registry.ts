// One cached collection per name and client (never module-level: each page shares one client).
import type { CachedCollection } from './cached-collection.ts'

export class CollectionRegistry {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one registry holds collections of every record type; callers name theirs
  private readonly caches = new Map<string, CachedCollection<any>>()

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one registry holds collections of every record type; callers name theirs
  constructor(private readonly make: (name: string) => CachedCollection<any>) {}

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one registry holds collections of every record type; callers name theirs
  get(name: string): CachedCollection<any> {
    let c = this.caches.get(name)
    if (!c) this.caches.set(name, (c = this.make(name)))
    return c
  }

  /** only collections some screen has asked for */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one registry holds collections of every record type; callers name theirs
  existing(name: string): CachedCollection<any> | undefined {
    return this.caches.get(name)
  }

  resetAll() {
    for (const c of this.caches.values()) c.reset()
  }

  /** every collection dropped and its latest load fetched again (a live 'resync') */
  refetchAll(): Promise<void> {
    return Promise.all([...this.caches.values()].map((c) => c.refetch())).then(() => undefined)
  }
}
