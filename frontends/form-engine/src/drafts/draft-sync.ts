// The queue between the flow and save_field_response: every save is written to the draft first,
// then sent; what fails (offline, a 5xx, a timeout) stays queued and is sent again when the
// browser is back online or on the next retry. Writes to the store are chained, so the draft on
// disk always follows the order of changes.
import type { AnswerEntry, FlowState } from '@care/contracts/forms/index'
import type { Draft, DraftStore } from './draft-store.ts'

export const SEND_TIMEOUT_MS = 20_000

export class DraftSync {
  private draft: Draft | undefined
  private writes: Promise<void> = Promise.resolve()
  private flushing: Promise<void> | undefined

  constructor(
    private readonly store: DraftStore,
    private readonly key: string,
    private readonly send: (entry: AnswerEntry) => Promise<unknown>,
    /** a save unanswered this long counts as failed, so one hung request cannot stop the queue */
    private readonly sendTimeoutMs = SEND_TIMEOUT_MS,
  ) {}

  async load(): Promise<Draft | undefined> {
    try {
      this.draft = await this.store.get(this.key)
    } catch {
      this.draft = undefined
    }
    return this.draft
  }

  get unsent(): readonly AnswerEntry[] {
    return this.draft?.unsent ?? []
  }

  saveState(state: FlowState): Promise<void> {
    this.draft = { state, unsent: this.draft?.unsent ?? [], savedAt: Date.now() }
    return this.persist()
  }

  /** Queues the field's latest answer and tries to send the queue. */
  async queue(entry: AnswerEntry): Promise<void> {
    if (!this.draft) {
      // saveState comes first in the engine; without a state there is nothing to resume from
      await this.send(entry).catch(() => undefined)
      return
    }
    this.draft = { ...this.draft, unsent: [...this.draft.unsent.filter((e) => e.fieldId !== entry.fieldId), entry] }
    await this.persist()
    await this.flush()
  }

  /** Sends queued saves in order, stopping at the first failure (the rest wait for the next try). */
  flush(): Promise<void> {
    this.flushing ??= this.sendQueued().finally(() => (this.flushing = undefined))
    return this.flushing
  }

  private async sendQueued(): Promise<void> {
    while (this.draft?.unsent.length) {
      const entry = this.draft.unsent[0]
      let timer: ReturnType<typeof setTimeout> | undefined
      try {
        await Promise.race([
          this.send(entry),
          new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('save timed out')), this.sendTimeoutMs))),
        ])
      } catch {
        return
      } finally {
        clearTimeout(timer)
      }
      // a newer answer for the same field may have been queued while this one was on its way
      this.draft = { ...this.draft, unsent: this.draft.unsent.filter((e) => e !== entry) }
      await this.persist()
    }
  }

  /** After a successful submit the draft is no longer needed. */
  clear(): Promise<void> {
    this.draft = undefined
    this.writes = this.writes.then(() => this.store.del(this.key)).catch(() => undefined)
    return this.writes
  }

  private persist(): Promise<void> {
    const draft = this.draft
    if (!draft) return this.writes
    // IndexedDB may be unavailable (private mode, quota): the form still works, only without drafts
    this.writes = this.writes.then(() => this.store.set(this.key, draft)).catch(() => undefined)
    return this.writes
  }
}
