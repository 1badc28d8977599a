// A live subscriber of the chaos runner: records the created-endusers events of one tag across
// every socket it opens. It resumes as a client should (gateway/README.md "Live events" 6): a new
// socket sends the last position seen (`after`); a `resync` answer means events were skipped, so it
// refetches the tag's patients over REST and counts them apart (`refetched`), never as events.
// `follow: true` reconnects by itself whenever the server closes its socket (the platform process
// killed), like @care/sdk; `drop()` and `resume()` make the one that goes away on purpose.
import { openLiveSocket, type LiveMessage, type LiveSocket } from '../support/live-socket.ts'

export interface SubscriberCount {
  /** acknowledged writes whose event never came (and that no resync refetch covered) */
  lost: string[]
  /** acknowledged writes whose event came more than once */
  twice: string[]
  /** events of the tag for records no acknowledged write made */
  unexpected: string[]
  sockets: number
  resyncs: number
  /** acknowledged writes known only through a refetch after a resync */
  refetched: number
}

export interface Subscriber {
  name: string
  /** closes the socket on purpose (it resumes with `resume()`) */
  drop(): void
  /** opens a socket again from the last position, retrying while the platform does not answer */
  resume(): Promise<void>
  /** resolves once every id's event arrived (or a refetch covered it), or after `ms` */
  waitFor(ids: string[], ms: number): Promise<void>
  /** counts against the acknowledged ids, after making sure everything sent so far has arrived */
  count(acknowledged: string[]): Promise<SubscriberCount>
  close(): void
}

/** a guard so a platform that never comes back fails the run instead of hanging it */
const RECONNECT_GUARD_MS = 60_000

export async function subscriber(o: { name: string; url: string; authorization: string; tag: string; follow: boolean }): Promise<Subscriber> {
  const sockets: LiveSocket[] = []
  const refetched = new Set<string>()
  let resyncs = 0
  let dropped = false
  let closed = false
  let reconnecting: Promise<void> | undefined
  let gaveUp: Error | undefined
  /** waits for a reconnection under way; fails with its error if it gave up */
  const reconnected = async () => {
    await reconnecting
    if (gaveUp) throw gaveUp
  }

  const createdIds = (events: LiveMessage[]) =>
    events.filter((m) => m.event === 'created-endusers').flatMap((m) => (m.data as { id: string; tags?: string[] }[]).filter((r) => r.tags?.includes(o.tag)).map((r) => r.id))
  const seen = () => sockets.flatMap((s) => createdIds(s.events))

  const refetch = async () => {
    const filter = encodeURIComponent(JSON.stringify({ tags: o.tag }))
    for (let lastId: string | undefined; ;) {
      const page = (await (await fetch(`${o.url}/v1/endusers?limit=1000${lastId ? `&lastId=${lastId}` : ''}&filter=${filter}`, { headers: { authorization: o.authorization } })).json()) as { id: string }[]
      for (const r of page) refetched.add(r.id)
      if (page.length < 1000) return
      lastId = page.at(-1)!.id
    }
  }

  // a resync comes after the authentication (the replay is asynchronous): looked for while waiting
  const handled = new Set<LiveSocket>()
  const refetchAfterResyncs = async () => {
    for (const s of sockets.filter((s) => s.resynced() && !handled.has(s))) {
      handled.add(s)
      resyncs++
      await refetch()
    }
  }

  const open = async () => {
    const after = sockets.at(-1)?.lastPosition()
    const deadline = Date.now() + RECONNECT_GUARD_MS
    for (;;) {
      try {
        const socket = await openLiveSocket(o.url, o.authorization, after === undefined ? {} : { after })
        sockets.push(socket)
        if (o.follow) void socket.closed.then(() => { if (!closed && !dropped) reconnecting = open().catch((e: Error) => { gaveUp = e }) })
        return
      } catch (e) {
        if (Date.now() > deadline) throw new Error(`${o.name}: no live socket within ${RECONNECT_GUARD_MS} ms: ${(e as Error).message}`, { cause: e })
        await new Promise((r) => setTimeout(r, 100)) // reconnect pace, not a wait for an outcome
      }
    }
  }
  await open()

  return {
    name: o.name,
    drop() {
      dropped = true
      sockets.at(-1)?.close()
    },
    async resume() {
      dropped = false
      await open()
    },
    async waitFor(ids, ms) {
      const deadline = Date.now() + ms
      for (;;) {
        await reconnected()
        await refetchAfterResyncs()
        const have = new Set([...seen(), ...refetched])
        if (ids.every((id) => have.has(id)) || Date.now() > deadline) return
        await new Promise((r) => setTimeout(r, 50))
      }
    },
    async count(acknowledged) {
      await reconnected()
      await sockets.at(-1)!.settle()
      await refetchAfterResyncs()
      const counts = new Map<string, number>()
      for (const id of seen()) counts.set(id, (counts.get(id) ?? 0) + 1)
      const wanted = new Set(acknowledged)
      return {
        lost: acknowledged.filter((id) => !counts.has(id) && !refetched.has(id)),
        twice: [...counts].filter(([, n]) => n > 1).map(([id]) => id),
        unexpected: [...counts.keys()].filter((id) => !wanted.has(id)),
        sockets: sockets.length,
        resyncs,
        refetched: acknowledged.filter((id) => !counts.has(id) && refetched.has(id)).length,
      }
    },
    close() {
      closed = true
      for (const s of sockets) s.close()
    },
  }
}
