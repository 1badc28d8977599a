// A post's comments (spec 2 §2.12): threads oldest first, each comment with its replies under it,
// its like toggle, 'Reply', and Delete for the patient's own (spec 1 §6 "creator-only: comment
// deletion", after the delete confirmation); a box to comment (text needed). No comments: 'Leave the
// first comment!'. A comment is created with { textContent, htmlContent, forumId, postId } and, for
// a reply, replyTo (the comment answered) and threadId (the thread's first comment), as spec 2 §7
// lists. A refused comment shows the server's message (spec 2 §8). After the patient's own comment
// or deletion the post is read again for the server's counts (refresh-counts.ts).
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Box, Button, List, ListItem, Paper, Stack, Typography } from '@care/ui/mui'
import { TextField } from '@mui/material'
import { useCareClient, useCollection, useSession } from '@care/sdk/react'
import { DeleteConfirmation, EmptyState, ErrorState, LoadingState, SubmitButton } from '@care/ui'
import { texts } from '../texts.ts'
import { htmlOfText, isOwn, threadsOf } from '../community-rules.ts'
import { refreshPostCounts } from '../refresh-counts.ts'
import type { CommentLike, CommentLikeRecord, PostLike } from '../community-types.ts'
import { authorName, PostMeta } from '../posts/post-meta.tsx'
import { CommentLikeButton } from './comment-like-button.tsx'
import { usePostCommentLikes } from './use-comment-like.ts'

function CommentBox({ label, submitLabel, onSubmit, autoFocus, onCancel }: { label: string; submitLabel: string; onSubmit: (text: string) => Promise<void>; autoFocus?: boolean; onCancel?: () => void }) {
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string>()
  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!text.trim() || sending) return
    setSending(true)
    setError(undefined)
    try {
      await onSubmit(text.trim())
      setText('')
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : texts.unknownError)
    } finally {
      setSending(false)
    }
  }
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={1}>
        <TextField label={label} value={text} onChange={(e) => setText(e.target.value)} multiline minRows={2} fullWidth autoFocus={autoFocus} />
        <Stack direction="row" spacing={1} justifyContent="flex-end" alignItems="flex-start">
          {onCancel && <Button onClick={onCancel} disabled={sending}>{texts.cancel}</Button>}
          <SubmitButton label={submitLabel} submitting={sending} disabled={!text.trim()} error={error} />
        </Stack>
      </Stack>
    </Box>
  )
}

function CommentBody({ comment, likes, onDelete, children }: { comment: CommentLike; likes: readonly CommentLikeRecord[]; onDelete: (c: CommentLike) => void; children?: ReactNode }) {
  const { enduser } = useSession()
  const author = authorName(comment, enduser?.id)
  return (
    <Box sx={{ minWidth: 0 }}>
      <PostMeta record={comment} />
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment.textContent}</Typography>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mt: 0.5 }}>
        <CommentLikeButton comment={comment} likes={likes} author={author} />
        {children}
        {isOwn(comment, enduser?.id) && <Button size="small" color="error" aria-label={texts.deleteComment} onClick={() => onDelete(comment)}>{texts.delete}</Button>}
      </Stack>
    </Box>
  )
}

export function Comments({ post, forumId }: { post: PostLike; forumId: string }) {
  const client = useCareClient()
  const { enduser } = useSession()
  const headingId = useId()
  const comments = useCollection('post_comments', { filter: { postId: post.id } })
  const [replying, setReplying] = useState<string>()
  const likes = usePostCommentLikes(post.id)
  const [deleting, setDeleting] = useState<CommentLike>()
  const [deleteState, setDeleteState] = useState<'working'>()
  const [deleteError, setDeleteError] = useState<string>()
  const threads = threadsOf(comments.records)

  async function create(textContent: string, reply?: { to: CommentLike; threadId: string }) {
    const from = post.numComments ?? 0
    const created = await client.collectionApi('post_comments').createOne({
      textContent, htmlContent: htmlOfText(textContent), forumId, postId: post.id,
      ...(reply ? { replyTo: reply.to.id, threadId: reply.threadId } : {}),
    })
    client.collection('post_comments').addReplaceIfMatch([created])
    client.collection('forum_posts').update(post.id, { numComments: from + 1 })
    setReplying(undefined)
    await refreshPostCounts(client, post.id)
  }

  async function remove() {
    if (!deleting) return
    setDeleteState('working')
    setDeleteError(undefined)
    try {
      await client.collectionApi('post_comments').deleteOne(deleting.id)
      client.collection('post_comments').remove([deleting.id])
      client.collection('forum_posts').update(post.id, { numComments: Math.max(0, (post.numComments ?? 0) - 1) })
      setDeleting(undefined)
      await refreshPostCounts(client, post.id)
    } catch (e) {
      setDeleting(undefined)
      setDeleteError(e instanceof Error && e.message ? e.message : texts.commentDeleteFailed)
    } finally {
      setDeleteState(undefined)
    }
  }

  const askDelete = (c: CommentLike) => {
    setDeleteError(undefined)
    setDeleting(c)
  }

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>{texts.comments}</Typography>
      {(comments.state === 'Unloaded' || comments.state === 'Fetching') && <LoadingState />}
      {comments.state === 'Error' && <ErrorState message={comments.error?.message || texts.commentsFailed} onRetry={comments.reload} />}
      {comments.state === 'Loaded' && threads.length === 0 && <EmptyState text={texts.noComments} />}
      {threads.length > 0 && (
        <List aria-labelledby={headingId} disablePadding>
          {threads.map(({ comment, replies }) => (
            <ListItem key={comment.id} disableGutters sx={{ display: 'block', borderTop: 1, borderColor: 'divider', py: 1.5 }}>
              <CommentBody comment={comment} likes={likes} onDelete={askDelete}>
                {replying !== comment.id && <Button size="small" onClick={() => setReplying(comment.id)} aria-label={texts.replyTo(authorName(comment, enduser?.id))}>{texts.reply}</Button>}
              </CommentBody>
              {replies.length > 0 && (
                <List aria-label={texts.replies} disablePadding sx={{ pl: { xs: 1.5, sm: 3 }, mt: 1, borderLeft: 2, borderColor: 'divider' }}>
                  {replies.map((r) => (
                    <ListItem key={r.id} disableGutters sx={{ display: 'block', py: 0.75, pl: 1.5 }}>
                      <CommentBody comment={r} likes={likes} onDelete={askDelete} />
                    </ListItem>
                  ))}
                </List>
              )}
              {replying === comment.id && (
                <Box sx={{ mt: 1, pl: { xs: 1.5, sm: 3 } }}>
                  <CommentBox label={texts.yourReply} submitLabel={texts.sendReply} autoFocus onCancel={() => setReplying(undefined)} onSubmit={(text) => create(text, { to: comment, threadId: comment.id })} />
                </Box>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <Box sx={{ mt: 2 }}>
        <CommentBox label={texts.addComment} submitLabel={texts.comment} onSubmit={(text) => create(text)} />
      </Box>
      {deleteError && <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>{deleteError}</Typography>}
      <DeleteConfirmation open={deleting !== undefined} deleting={deleteState === 'working'} onConfirm={remove} onCancel={() => setDeleting(undefined)} />
    </Paper>
  )
}
