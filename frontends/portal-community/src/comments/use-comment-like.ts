// Liking a comment (spec 1 §5 "comment like per comment and creator", §6 "creator-only: comment
// likes"): a like is a comment_likes record { forumId, postId, commentId } of the patient's, an
// unlike deletes it. The refusal 'This comment has already been liked' (liked in another tab) counts
// as liked and the patient's likes are loaded again. The count moves by 1 at once, then the comment
// is read again for the server's count (patients hear no live comment events).
import { useCallback, useState } from 'react'
import { useCareClient, useCollection, useSession } from '@care/sdk/react'
import { isCommentAlreadyLiked, likesAfter } from '../community-rules.ts'
import { refreshCommentCounts } from '../refresh-counts.ts'
import type { CommentLike, CommentLikeRecord } from '../community-types.ts'

/** The patient's comment likes on a post (one load for all its comments). */
export function usePostCommentLikes(postId: string): readonly CommentLikeRecord[] {
  const { enduser } = useSession()
  return useCollection('comment_likes', { filter: { postId, creator: enduser?.id }, enabled: !!enduser }).records
}

export interface CommentLikeState {
  liked: boolean
  count: number
  busy: boolean
  error?: string
  toggle(): void
}

export function useCommentLike(comment: CommentLike, likes: readonly CommentLikeRecord[]): CommentLikeState {
  const client = useCareClient()
  const { enduser } = useSession()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const mine = likes.filter((l) => l.commentId === comment.id)
  const liked = mine.length > 0
  const count = comment.numLikes ?? 0

  const toggle = useCallback(() => {
    if (busy) return
    const want = !liked
    const from = count
    const cache = client.collection('comment_likes')
    const comments = client.collection('post_comments')
    const api = client.collectionApi('comment_likes')
    setBusy(true)
    setError(undefined)
    const act = async () => {
      if (want) {
        try {
          const created = await api.createOne({ forumId: comment.forumId, postId: comment.postId, commentId: comment.id })
          cache.addFront([created])
          comments.update(comment.id, { numLikes: likesAfter(from, true) })
        } catch (e) {
          if (!isCommentAlreadyLiked(e)) throw e
          await cache.load({ filter: { postId: comment.postId, creator: enduser?.id }, force: true })
        }
      } else {
        for (const like of mine) await api.deleteOne(like.id)
        cache.remove(mine.map((l) => l.id))
        comments.update(comment.id, { numLikes: likesAfter(from, false) })
      }
      await refreshCommentCounts(client, comment.id)
    }
    act()
      .catch((e: unknown) => setError(e instanceof Error && e.message ? e.message : String(e)))
      .finally(() => setBusy(false))
  }, [busy, liked, count, client, comment.id, comment.forumId, comment.postId, mine, enduser?.id])

  return { liked, count, busy, error, toggle }
}
