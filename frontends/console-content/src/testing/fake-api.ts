// The Content area's /v1 for component tests: @care/sdk's fake over the content collections and
// endusers, with the content service's refusals the screens rely on — required fields, type not
// updatable, forum titles and assignments unique, youtube/iframe blocks off the allow-list — and
// a forum's delete removing its posts and comments.
import type { CareClient } from '@care/sdk'
import { fakeRecord as make, fakeV1, json, type FakeRecord, type SentRequest } from '@care/sdk/testing'

export type { FakeRecord, SentRequest }

const REQUIRED: Record<string, string[]> = {
  managed_content_records: ['title', 'textContent'],
  managed_content_record_assignments: ['contentId', 'enduserId'],
  forums: ['title'],
}
/** the content service's messages (services/content/src/collections/html.ts) */
export const IFRAME_NOT_ALLOWED = "iframes may only show YouTube or the organization's own sites"
const ALLOWED = /^https:\/\/([\w-]+\.)*(youtube\.com|youtube-nocookie\.com|youtu\.be)\//

const bad = (field: string, message: string, status = 400) => json(status, { message, validation: [{ field, message }] })

export function fakeApi(o: { content?: Record<string, unknown>[]; endusers?: Record<string, unknown>[]; forums?: Record<string, unknown>[]; posts?: Record<string, unknown>[]; comments?: Record<string, unknown>[]; assignments?: Record<string, unknown>[]; pageSize?: number } = {}) {
  const v1 = fakeV1({
    pageSize: o.pageSize,
    collections: {
      managed_content_records: o.content ?? [],
      managed_content_record_assignments: o.assignments ?? [],
      endusers: o.endusers ?? [],
      forums: o.forums ?? [],
      forum_posts: o.posts ?? [],
      post_comments: o.comments ?? [],
      files: [],
    },
    defaults: { forum_posts: { numComments: 0, numLikes: 0 } },
    refuse(collection, fields, existing) {
      const missing = existing ? undefined : (REQUIRED[collection] ?? []).find((f) => fields[f] === undefined || !String(fields[f]).trim())
      if (missing) return bad(missing, `${missing} is required`)
      if (collection === 'managed_content_records' && existing && 'type' in fields) return bad('type', 'type is not updatable')
      if (collection === 'managed_content_records' && Array.isArray(fields.blocks)) {
        for (const [i, b] of (fields.blocks as { type: string; info: { link?: string } }[]).entries()) {
          if ((b.type === 'youtube' || b.type === 'iframe') && b.info.link && !ALLOWED.test(b.info.link)) return bad(`blocks.${i}.info.link`, `Error parsing field blocks.${i}.info.link: ${IFRAME_NOT_ALLOWED}`)
        }
      }
      if (collection === 'forums' && !existing && v1.records('forums').some((f) => f.title === fields.title)) return bad('title', 'A forum with this title already exists', 409)
      if (collection === 'managed_content_record_assignments' && v1.records(collection).some((a) => a.contentId === fields.contentId && a.enduserId === fields.enduserId))
        return bad('enduserId', 'This patient is already assigned this content', 409)
      return undefined
    },
    routes({ method, path }: SentRequest, store) {
      const forumDelete = /^\/v1\/forum\/([0-9a-f]{24})$/.exec(path)
      if (method === 'DELETE' && forumDelete) {
        // the cascade: its posts and comments go with it
        for (const c of ['forum_posts', 'post_comments']) {
          const list = store.records(c)
          for (const r of list.filter((x) => x.forumId === forumDelete[1])) list.splice(list.indexOf(r), 1)
        }
      }
      if (method === 'POST' && path.startsWith('/v1/file-upload/')) return json(204, undefined)
      return undefined
    },
  })
  const rec = (name: string) => v1.records(name)
  return {
    content: rec('managed_content_records'),
    assignments: rec('managed_content_record_assignments'),
    endusers: rec('endusers'),
    forums: rec('forums'),
    posts: rec('forum_posts'),
    comments: rec('post_comments'),
    files: rec('files'),
    requests: v1.requests,
    fetch: v1.fetch,
    client: (): CareClient => v1.client(),
    failNext: v1.failNext,
    hold: v1.hold,
  }
}

/** the demo clinic's content in small: two articles, a PDF, two patients, a forum with a post and comments */
export function seeded() {
  const api = fakeApi({
    endusers: [
      { fname: 'Jordan', lname: 'Rivera', email: 'jordan@demo.care', tags: ['diabetes'] },
      { fname: 'Sam', lname: 'Lee', email: 'sam@demo.care' },
    ],
  })
  const add = (list: FakeRecord[], r: Record<string, unknown>) => {
    const x = make(r)
    list.push(x)
    return x
  }
  add(api.content, { title: 'Checking your blood sugar', type: 'PDF', textContent: 'x', category: 'Diabetes', assignmentType: 'By Tags', tags: ['diabetes'], attachments: [{ type: 'application/pdf', secureName: 'secure-sugar', name: 'sugar.pdf' }] })
  add(api.content, { title: 'Staff guide', type: 'Article', textContent: 'Internal', forInternalUse: true, blocks: [] })
  add(api.content, {
    title: 'Welcome to the clinic',
    type: 'Article',
    textContent: 'Welcome',
    category: 'General',
    assignmentType: 'All',
    publicRead: true,
    blocks: [
      { type: 'h1', info: { text: 'Welcome' } },
      { type: 'html', info: { html: '<p>We are <b>glad</b> you are here.</p>' } },
    ],
  })
  const forum = add(api.forums, { title: 'Healthy living', description: 'Tips', publicRead: true })
  const post = add(api.posts, { forumId: forum.id, title: 'Walking every day', textContent: 'I walk 30 minutes.', numComments: 2, numLikes: 3 })
  const first = add(api.comments, { forumId: forum.id, postId: post.id, textContent: 'Great idea!' })
  add(api.comments, { forumId: forum.id, postId: post.id, textContent: 'Thanks!', replyTo: first.id, threadId: first.id })
  return { api, forum, post }
}
