// A patient hears no live events of posts or comments (their contracts' enduserLive: false: the
// forum a post belongs to decides, which the record does not show), so after the patient's own
// like, comment or deletion the page reads the post (or comment) again and shows the counters the
// server stored — others' likes and comments since the page loaded included. A failed read keeps
// the count the action moved.
import type { CareClient } from '@care/sdk'

export async function refreshPostCounts(client: CareClient, postId: string): Promise<void> {
  try {
    const fresh = await client.collectionApi('forum_posts').getOne(postId)
    client.collection('forum_posts').update(postId, { numLikes: fresh.numLikes ?? 0, numComments: fresh.numComments ?? 0 })
  } catch {
    // the count moved by the action stays
  }
}

export async function refreshCommentCounts(client: CareClient, commentId: string): Promise<void> {
  try {
    const fresh = await client.collectionApi('post_comments').getOne(commentId)
    client.collection('post_comments').update(commentId, { numLikes: fresh.numLikes ?? 0, numReplies: fresh.numReplies ?? 0 })
  } catch {
    // the count moved by the action stays
  }
}
