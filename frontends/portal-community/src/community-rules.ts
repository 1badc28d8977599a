// The Community page's rules (spec 2 §2.12, §9), pure so they are tested without a browser: post
// previews at 200 characters with an ellipsis, who may edit or delete a post, comments as threads of
// replies, the like count after a toggle, and whether the organization's page settings enable
// Community at all.
import { truncate } from '@care/sdk/helpers'
import type { CommentLike, Identity, PostLike } from './community-types.ts'

export const PREVIEW_LENGTH = 200
/** spec 2 §2.12: layout widths */
export const FORM_WIDTH = 650
export const POST_WIDTH = 700

export const postPreview = (post: Pick<PostLike, 'textContent'>) => truncate((post.textContent ?? '').replace(/\s+/g, ' ').trim(), PREVIEW_LENGTH)

/** who wrote it: postedBy, else the creator (an enduser's own record) */
export const authorOf = (r: { postedBy?: Identity; creator?: string }): Identity | undefined => r.postedBy ?? (r.creator ? { type: 'enduser', id: r.creator } : undefined)

/** A post (or comment) may be edited or deleted by its creator; in the portal, the signed-in patient's own. */
export function isOwn(r: { postedBy?: Identity; creator?: string }, enduserId: string | undefined): boolean {
  if (!enduserId) return false
  if (r.creator === enduserId) return true
  const by = r.postedBy
  return !!by && by.type === 'enduser' && by.id === enduserId
}

export interface Thread<C> {
  comment: C
  replies: C[]
}

/**
 * Comments as threads, oldest first: a comment without threadId or replyTo starts one; a reply
 * joins its thread (threadId, else the comment it replies to, else that comment's thread). A reply
 * whose thread is gone shows as a thread of its own.
 */
export function threadsOf<C extends Pick<CommentLike, 'id' | 'threadId' | 'replyTo' | 'createdAt'>>(comments: readonly C[]): Thread<C>[] {
  const byTime = comments.slice().sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''))
  const byId = new Map(byTime.map((c) => [c.id, c]))
  const rootOf = (c: C): string => {
    const seen = new Set<string>()
    let current: C = c
    for (;;) {
      const parent = current.threadId ?? current.replyTo
      if (!parent || seen.has(parent) || !byId.has(parent)) return current.id
      seen.add(parent)
      current = byId.get(parent)!
    }
  }
  const threads = new Map<string, Thread<C>>()
  for (const c of byTime) {
    const root = rootOf(c)
    if (root === c.id) threads.set(c.id, { comment: c, replies: [] })
  }
  for (const c of byTime) {
    const root = rootOf(c)
    if (root !== c.id) threads.get(root)?.replies.push(c)
  }
  return [...threads.values()]
}

/** The count shown after a toggle: one more when liked, one fewer (never below 0) when unliked. */
export const likesAfter = (count: number | undefined, liked: boolean) => Math.max(0, (count ?? 0) + (liked ? 1 : -1))

export interface PageSetting {
  page?: string
  disabled?: boolean
}

/** Community shows unless the organization's page settings disable it (spec 2 §2.1, §6). */
export function communityEnabled(org: { pageSettings?: readonly PageSetting[] } | undefined): boolean {
  return !(org?.pageSettings ?? []).some((s) => s.page === 'Community' && s.disabled === true)
}

/** the location of a forum or post: /community?forumId=…&postId=… (spec 2 §2.1) */
export function communityUrl(forumId?: string, postId?: string): string {
  const q = new URLSearchParams()
  if (forumId) q.set('forumId', forumId)
  if (postId) q.set('postId', postId)
  const s = q.toString()
  return s ? `/community?${s}` : '/community'
}

/** A like refused as already done counts as liked (spec 2 §7, §8). */
export const ALREADY_LIKED = 'This post has already been liked'
export const isAlreadyLiked = (e: unknown) => e instanceof Error && e.message === ALREADY_LIKED
/** the same for a comment (the comment_likes contract's refusal) */
export const COMMENT_ALREADY_LIKED = 'This comment has already been liked'
export const isCommentAlreadyLiked = (e: unknown) => e instanceof Error && e.message === COMMENT_ALREADY_LIKED

/** The text a patient typed, as the HTML stored beside it: escaped, a paragraph per line. */
export function htmlOfText(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
  return text.split(/\n/).map((line) => `<p>${escape(line)}</p>`).join('')
}
