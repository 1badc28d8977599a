// The fields of forums, posts, comments and likes the Community page reads (spec 2 §3 "Forum",
// "Post", "Comment", "Post like", comment likes): the contracts' record types, through @care/sdk.
import type { RecordOf } from '@care/sdk'

export type Identity = NonNullable<RecordOf<'forum_posts'>['postedBy']>
export type ForumLike = Pick<RecordOf<'forums'>, 'id' | 'title' | 'description'>
export type PostLike = Pick<RecordOf<'forum_posts'>, 'id' | 'forumId' | 'title' | 'textContent' | 'htmlContent' | 'creator' | 'postedBy' | 'createdAt' | 'numLikes' | 'numComments'>
export type CommentLike = Pick<RecordOf<'post_comments'>, 'id' | 'forumId' | 'postId' | 'textContent' | 'threadId' | 'replyTo' | 'creator' | 'postedBy' | 'createdAt' | 'numLikes'>
export type CommentLikeRecord = Pick<RecordOf<'comment_likes'>, 'id' | 'commentId' | 'postId' | 'forumId' | 'creator'>
export type PostLikeRecord = Pick<RecordOf<'post_likes'>, 'id' | 'postId' | 'forumId' | 'creator'>
