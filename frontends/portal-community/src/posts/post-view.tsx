// One post (spec 2 §2.12), 700 px wide at most: 'Back to {forum}', its title, who wrote it and when,
// its text, the like toggle with its count, Edit and Delete for the patient's own post (Edit: the
// post form with submit disabled until something changed; Delete: the delete confirmation, then
// back to the forum), then its comments. A post that no longer exists: 'This post has been
// deleted' with 'Go back to Community'.
import { useState } from 'react'
import { Box, Button, Paper, Stack, Typography } from '@care/ui/mui'
import { Link } from '@mui/material'
import { useCareClient, useRecord, useSession } from '@care/sdk/react'
import { DeleteConfirmation, ErrorState, LoadingState } from '@care/ui'
import { texts } from '../texts.ts'
import { communityUrl, htmlOfText, isOwn, POST_WIDTH } from '../community-rules.ts'
import type { ForumLike, PostLike } from '../community-types.ts'
import { Comments } from '../comments/comments.tsx'
import { appLink } from '../forums/forum-view.tsx'
import { Deleted } from '../forums/deleted.tsx'
import { LikeButton } from './like-button.tsx'
import { PostForm, type PostDraft } from './post-form.tsx'
import { PostMeta } from './post-meta.tsx'
import { useForumLikes } from './use-post-like.ts'

export function PostView({ forumId, postId, navigate }: { forumId: string; postId: string; navigate: (url: string) => void }) {
  const client = useCareClient()
  const { enduser } = useSession()
  const view = useRecord('forum_posts', postId)
  const forum: ForumLike | undefined = useRecord('forums', forumId).record
  const likes = useForumLikes(forumId)
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState<'asking' | 'working'>()
  const [deleteError, setDeleteError] = useState<string>()
  const post: PostLike | undefined = view.record

  if (view.state === 'Error' && (!view.error || view.error.status === 404)) return <Deleted text={texts.postDeleted} navigate={navigate} />
  if (view.state === 'Error') return <ErrorState message={view.error?.message || texts.postsFailed} />
  if (!post) return <LoadingState />
  const own = isOwn(post, enduser?.id)

  async function save(draft: PostDraft) {
    const updated = await client.collectionApi('forum_posts').updateOne(postId, { title: draft.title, textContent: draft.textContent, htmlContent: htmlOfText(draft.textContent) })
    client.collection('forum_posts').addReplaceIfMatch([updated])
    setEditing(false)
  }

  async function remove() {
    setDeleting('working')
    setDeleteError(undefined)
    try {
      await client.collectionApi('forum_posts').deleteOne(postId)
      client.collection('forum_posts').remove([postId])
      navigate(communityUrl(forumId))
    } catch (e) {
      setDeleting(undefined)
      setDeleteError(e instanceof Error && e.message ? e.message : texts.unknownError)
    }
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: POST_WIDTH }}>
      <Box>
        <Link {...appLink(communityUrl(forumId), navigate)}>{texts.backToForum(forum?.title ?? texts.title)}</Link>
      </Box>
      {editing
        ? <PostForm heading={texts.editPost} initial={{ title: post.title ?? '', textContent: post.textContent ?? '' }} submitLabel={texts.save} submittingLabel={texts.saving} onSubmit={save} onCancel={() => setEditing(false)} />
        : (
          <Paper component="article" aria-labelledby="community-post-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Typography id="community-post-title" variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>{post.title}</Typography>
            <PostMeta record={post} />
            <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.textContent}</Typography>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mt: 2 }}>
              <LikeButton post={post} forumId={forumId} likes={likes} />
              <Box sx={{ flex: 1 }} />
              {own && <Button onClick={() => setEditing(true)}>{texts.edit}</Button>}
              {own && <Button color="error" onClick={() => setDeleting('asking')}>{texts.delete}</Button>}
            </Stack>
            {deleteError && <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>{deleteError}</Typography>}
          </Paper>
        )}
      <Comments post={post} forumId={forumId} />
      <DeleteConfirmation open={deleting !== undefined} deleting={deleting === 'working'} onConfirm={remove} onCancel={() => setDeleting(undefined)} />
    </Stack>
  )
}
