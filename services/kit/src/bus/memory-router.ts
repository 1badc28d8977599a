// Request routing for the in-process bus with NATS queue-group semantics: of the servers whose
// subject pattern matches, each queue group gets the request once, its members taking turns.
// Routes are cached per subject (subjects are a small fixed set) and rebuilt when servers change.
import type { RequestHandler } from './types.ts'
import { subjectMatcher, type SubjectMatcher } from './subject-match.ts'

export interface Server {
  matches: SubjectMatcher
  queue: string
  handler: RequestHandler
}

interface Group {
  members: Server[]
  next: number
}

const MAX_CACHED_SUBJECTS = 10_000

export class MemoryRouter {
  private readonly servers = new Set<Server>()
  private readonly routes = new Map<string, Group[]>()

  add(subject: string, queue: string, handler: RequestHandler): Server {
    const server = { matches: subjectMatcher(subject), queue, handler }
    this.servers.add(server)
    this.routes.clear()
    return server
  }

  remove(server: Server): void {
    if (this.servers.delete(server)) this.routes.clear()
  }

  /** One server per queue group matching `subject`, round-robin within the group; empty when none. */
  pick(subject: string): Server[] {
    let groups = this.routes.get(subject)
    if (!groups) {
      groups = this.build(subject)
      if (this.routes.size >= MAX_CACHED_SUBJECTS) this.routes.clear()
      this.routes.set(subject, groups)
    }
    const picked: Server[] = []
    for (const g of groups) picked.push(g.members[g.next++ % g.members.length])
    return picked
  }

  private build(subject: string): Group[] {
    const byQueue = new Map<string, Server[]>()
    for (const s of this.servers) {
      if (!s.matches(subject)) continue
      const members = byQueue.get(s.queue)
      if (members) members.push(s)
      else byQueue.set(s.queue, [s])
    }
    return [...byQueue.values()].map((members) => ({ members, next: 0 }))
  }
}
