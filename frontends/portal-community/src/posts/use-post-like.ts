// Liking a post (spec 2 §2.12, §4, §7): loading → liked or unliked. Like is POST /post-like
// { postId, forumId }; its refusal 'This post has already been liked' counts as liked. Unlike is
// POST /unlike-forum-post { postId, forumId }. Whether the patient likes a post comes from their own
// post_likes of the forum; the count shown moves by 1 from the count at the click, then the post is
// read again (patients hear no live post events) and the count is the server's, others' likes
// included. The toggle stays busy until then, so a stale read never follows a newer click.
import { useCallback, useState } from 'react'
import { useCareClient, useCollection, useSession } from '@care/sdk/react'
import { isAlreadyLiked, likesAfter } from '../community-rules.ts'
import { refreshPostCounts } from '../refresh-counts.ts'
import type { RecordOf } from '@care/sdk'
import type { PostLike, PostLikeRecord } from '../community-types.ts'

export interface PostLikeState {
  liked: boolean
  count: number
  busy: boolean
  error?: string
  toggle(): void
}

/** The patient's likes in a forum (one load for every post of the forum). */
export function useForumLikes(forumId: string) {
  const { enduser } = useSession()
  const likes = useCollection('post_likes', { filter: { forumId, creator: enduser?.id }, enabled: !!enduser })
  return likes.records
}

export function usePostLike(post: PostLike, forumId: string, likes: readonly PostLikeRecord[]): PostLikeState {
  const client = useCareClient()
  const { enduser } = useSession()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const liked = likes.some((l) => l.postId === post.id)
  const count = post.numLikes ?? 0

  const toggle = useCallback(() => {
    if (busy) return
    const want = !liked
    const from = count
    const cache = client.collection('post_likes')
    const posts = client.collection('forum_posts')
    setBusy(true)
    setError(undefined)
    const body = { postId: post.id, forumId }
    const call: Promise<RecordOf<'post_likes'> | undefined> = want ? client.api.postLike(body) : client.api.unlikeForumPost(body).then(() => undefined)
    call
      .then(
        (created) => created ?? true,
        (e: unknown) => {
          if (want && isAlreadyLiked(e)) return 'already'
          setError(e instanceof Error ? e.message : String(e))
          return false
        },
      )
      .then((done) => {
        if (!done) return
        const mine = likes.filter((l) => l.postId === post.id).map((l) => l.id)
        if (want) {
          // the like the server stored; liked already elsewhere: its count already includes it, and
          // the patient's likes are loaded again to hold it
          if (typeof done === 'object') {
            cache.addFront([done])
            posts.update(post.id, { numLikes: likesAfter(from, true) })
          } else void cache.load({ filter: { forumId, creator: enduser?.id }, force: true })
        } else {
          cache.remove(mine)
          posts.update(post.id, { numLikes: likesAfter(from, false) })
        }
        return refreshPostCounts(client, post.id)
      })
      .finally(() => setBusy(false))
  }, [busy, liked, count, client, post.id, forumId, likes, enduser?.id])

  return { liked, count, busy, error, toggle }
}
