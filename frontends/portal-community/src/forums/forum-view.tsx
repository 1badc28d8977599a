// One forum (spec 2 §2.12): its title, 'Add Post' (a form of title and content, 650 px wide), then
// its posts, newest first, each with its title (a link to the post), who wrote it and when, a
// preview cut at 200 characters with an ellipsis, the like toggle with its count and the number of
// comments. No posts: 'Create the first post to start a discussion.' A forum that no longer exists:
// 'This forum has been deleted' with 'Go back to Community'.
import { useState } from 'react'
import { Box, Button, Paper, Stack, Typography } from '@care/ui/mui'
import { Link } from '@mui/material'
import { useCareClient, useCollection, useRecord } from '@care/sdk/react'
import { EmptyState, ErrorState, LoadingState } from '@care/ui'
import { texts } from '../texts.ts'
import { communityUrl, htmlOfText, postPreview, POST_WIDTH } from '../community-rules.ts'
import type { ForumLike, PostLike, PostLikeRecord } from '../community-types.ts'
import { LikeButton } from '../posts/like-button.tsx'
import { PostForm } from '../posts/post-form.tsx'
import { PostMeta } from '../posts/post-meta.tsx'
import { useForumLikes } from '../posts/use-post-like.ts'
import { Deleted } from './deleted.tsx'
import { inAppLink } from '@care/remote/url'

export const appLink = (href: string, navigate: (url: string) => void) => inAppLink(href, () => navigate(href))

function PostCard({ post, forumId, likes, navigate }: { post: PostLike; forumId: string; likes: readonly PostLikeRecord[]; navigate: (url: string) => void }) {
  return (
    <Paper component="article" aria-labelledby={`post-${post.id}`} sx={{ p: { xs: 1.5, sm: 2 }, maxWidth: POST_WIDTH }}>
      <Typography id={`post-${post.id}`} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        <Link {...appLink(communityUrl(forumId, post.id), navigate)} underline="hover" color="inherit">{post.title}</Link>
      </Typography>
      <PostMeta record={post} />
      <Typography className="post-preview" sx={{ mt: 1, overflowWrap: 'anywhere' }}>{postPreview(post)}</Typography>
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mt: 1.5 }}>
        <LikeButton post={post} forumId={forumId} likes={likes} />
        <Link {...appLink(communityUrl(forumId, post.id), navigate)} variant="body2">{texts.commentCount(post.numComments ?? 0)}</Link>
      </Stack>
    </Paper>
  )
}

export function ForumView({ forumId, navigate, showForumsLink }: { forumId: string; navigate: (url: string) => void; showForumsLink: boolean }) {
  const client = useCareClient()
  const forum = useRecord('forums', forumId)
  const posts = useCollection('forum_posts', { filter: { forumId }, sort: 'newFirst' })
  const likes = useForumLikes(forumId)
  const [adding, setAdding] = useState(false)
  const record: ForumLike | undefined = forum.record

  if (forum.state === 'Error' && (!forum.error || forum.error.status === 404)) return <Deleted text={texts.forumDeleted} navigate={navigate} />
  if (forum.state === 'Error') return <ErrorState message={forum.error?.message || texts.forumsFailed} />
  if (!record) return <LoadingState />
  const list: readonly PostLike[] = posts.records

  async function create(draft: { title: string; textContent: string }) {
    const created = await client.collectionApi('forum_posts').createOne({ forumId, title: draft.title, textContent: draft.textContent, htmlContent: htmlOfText(draft.textContent) })
    client.collection('forum_posts').addReplaceIfMatch([created], { front: true })
    setAdding(false)
  }

  return (
    <Stack spacing={2}>
      {showForumsLink && (
        <Box>
          <Link {...appLink(communityUrl(), navigate)}>{texts.title}</Link>
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="space-between" alignItems={{ xs: 'stretch', sm: 'center' }} sx={{ maxWidth: POST_WIDTH }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>{record.title}</Typography>
          {record.description && <Typography color="text.secondary">{record.description}</Typography>}
        </Box>
        {!adding && <Button variant="contained" onClick={() => setAdding(true)} sx={{ flexShrink: 0 }}>{texts.addPost}</Button>}
      </Stack>
      {adding && <PostForm heading={texts.newPost} submitLabel={texts.post} submittingLabel={texts.posting} onSubmit={create} onCancel={() => setAdding(false)} />}
      {(posts.state === 'Unloaded' || posts.state === 'Fetching') && <LoadingState />}
      {posts.state === 'Error' && <ErrorState message={posts.error?.message || texts.postsFailed} onRetry={posts.reload} />}
      {posts.state === 'Loaded' && list.length === 0 && <EmptyState text={texts.noPosts} />}
      {posts.state === 'Loaded' && list.map((post) => <PostCard key={post.id} post={post} forumId={forumId} likes={likes} navigate={navigate} />)}
    </Stack>
  )
}
