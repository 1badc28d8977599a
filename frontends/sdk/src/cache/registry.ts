// One cached collection per name and client (never module-level: each page shares one client).
import type { CachedCollection } from './cached-collection.ts'

export class CollectionRegistry {
  private readonly caches = new Map<string, CachedCollection<any>>()

  constructor(private readonly make: (name: string) => CachedCollection<any>) {}

  get(name: string): CachedCollection<any> {
    let c = this.caches.get(name)
    if (!c) this.caches.set(name, (c = this.make(name)))
    return c
  }

  /** only collections some screen has asked for */
  existing(name: string): CachedCollection<any> | undefined {
    return this.caches.get(name)
  }

  resetAll() {
    for (const c of this.caches.values()) c.reset()
  }
}
