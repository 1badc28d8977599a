// getByIds batching (spec 3 §7, §9): ids asked for within 250 ms go out as one bulk read.
// Each caller's promise settles with the records it asked for that were found.

export interface IdBatcherDeps<T> {
  delayMs: number
  /** the bulk read; resolves to the records found */
  fetch: (ids: string[]) => Promise<T[]>
  onResult: (found: T[], requested: string[]) => void
  onFailure: (error: unknown, requested: string[]) => void
}

interface Waiter {
  ids: Set<string>
  resolve: () => void
}

export class IdBatcher<T extends { id: string }> {
  private pending = new Set<string>()
  private waiters: Waiter[] = []
  private timer?: ReturnType<typeof setTimeout>
  private readonly inflight = new Map<string, Promise<void>>()
  private generation = 0

  constructor(private readonly d: IdBatcherDeps<T>) {}

  isPending(id: string) {
    return this.pending.has(id) || this.inflight.has(id)
  }

  /** Resolves once every id has been fetched (found or not); the caller then reads its cache. */
  request(ids: readonly string[]): Promise<void> {
    const waits: Promise<void>[] = []
    const queued = new Set<string>()
    for (const id of ids) {
      const running = this.inflight.get(id)
      if (running) waits.push(running)
      else queued.add(id)
    }
    if (queued.size) {
      for (const id of queued) this.pending.add(id)
      waits.push(new Promise<void>((resolve) => this.waiters.push({ ids: queued, resolve })))
      this.timer ??= setTimeout(() => this.flush(), this.d.delayMs)
    }
    return Promise.all(waits).then(() => undefined)
  }

  /** Drops everything queued (cache reset); their callers resolve with nothing found. */
  reset() {
    clearTimeout(this.timer)
    this.timer = undefined
    this.generation++
    this.pending.clear()
    this.inflight.clear()
    for (const w of this.waiters.splice(0)) w.resolve()
  }

  private flush() {
    this.timer = undefined
    const ids = [...this.pending]
    const waiters = this.waiters
    this.pending = new Set()
    this.waiters = []
    const generation = this.generation
    const done = this.d.fetch(ids).then(
      (found) => {
        if (generation === this.generation) this.d.onResult(found, ids)
      },
      (error) => {
        if (generation === this.generation) this.d.onFailure(error, ids)
      },
    ).finally(() => {
      if (generation === this.generation) for (const id of ids) this.inflight.delete(id)
      for (const w of waiters) w.resolve()
    })
    for (const id of ids) this.inflight.set(id, done)
  }
}
