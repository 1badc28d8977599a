// The queue between the flow and save_field_response: every save is written to the draft first,
// then sent; what fails for now (offline, a 5xx, a timeout) stays queued and is sent again when the
// browser is back online or on the next retry. A refusal (a 4xx: the server will never take this
// answer) leaves the queue and is reported, so one refused answer cannot hold back every later
// save. Writes to the store are chained, so the draft on disk always follows the order of changes.
import type { AnswerEntry, FlowState } from '@care/contracts/forms/index'
import { formTexts } from '../texts.ts'
import type { Draft, DraftStore } from './draft-store.ts'

export const SEND_TIMEOUT_MS = 20_000

/**
 * A save the server answered with a 4xx is refused for good: sending it again cannot succeed.
 * 408 (request timeout) and 429 (too many requests) say "later", like no answer (status 0), a 5xx
 * or our own timeout.
 */
export function isRefusal(e: unknown): boolean {
  const status = (e as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429
}

const messageOf = (e: unknown) => (e as { message?: unknown } | null)?.message

/** called with a save the server refused and its message */
export type OnRefused = (entry: AnswerEntry, message: string) => void

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
    private readonly onRefused: OnRefused = () => undefined,
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
      await this.send(entry).catch((e) => this.refused(entry, e))
      return
    }
    this.draft = { ...this.draft, unsent: [...this.draft.unsent.filter((e) => e.fieldId !== entry.fieldId), entry] }
    await this.persist()
    await this.flush()
  }

  /** Sends queued saves in order; a refused one is dropped, any other failure stops the queue (the rest wait for the next try). */
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
      } catch (e) {
        if (!isRefusal(e)) return
        this.refused(entry, e)
      } finally {
        clearTimeout(timer)
      }
      // cleared (submitted) meanwhile: nothing left to send
      if (!this.draft) return
      // a newer answer for the same field may have been queued while this one was on its way
      this.draft = { ...this.draft, unsent: this.draft.unsent.filter((e) => e !== entry) }
      await this.persist()
    }
  }

  private refused(entry: AnswerEntry, e: unknown) {
    if (!isRefusal(e)) return
    const message = messageOf(e)
    this.onRefused(entry, typeof message === 'string' && message ? message : formTexts.answerNotSaved)
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
