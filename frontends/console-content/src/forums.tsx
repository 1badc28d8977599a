// Forum moderation: the forums (create with a unique title; delete after typing the forum's title,
// which removes its posts, comments and likes), a forum's posts newest first (delete one), a
// post's comments and replies (delete one). The posts contract has no pinned field: no pinning.
import { useState } from 'react'
import { Alert, Box, Button, Checkbox, FormControlLabel, Link, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material'
import { forums as forumsContract } from '@care/contracts/collections/forums'
import { useAction, useCareClient, useCollection, useRecord } from '@care/sdk/react'
import { usePermissions } from '@care/sdk/react/permissions'
import { DeleteConfirmation, EmptyState, ErrorState, FormDialog, LoadingState } from '@care/ui'
import { formatDate, type Forum, type ForumPost, type PostComment } from './records.ts'
import { linkTo, type ContentLocation } from './route.ts'
import { texts } from './texts.ts'

const t = texts.forums
type Open = (l: ContentLocation) => void

function CreateForumDialog({ onClose }: { onClose: () => void }) {
  const client = useCareClient()
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [publicRead, setPublicRead] = useState(true)
  const { busy, error, run } = useAction()
  const create = () =>
    void run(async () => {
      const created = await client.collections.forums.createOne({ title: title.trim(), publicRead, ...(description.trim() ? { description: description.trim() } : {}) })
      client.collection('forums').addReplaceIfMatch([created], { front: true })
      onClose()
    })
  return (
    <FormDialog titleId="create-forum-title" title={t.create} onClose={onClose} onSubmit={create} submitting={busy} submitDisabled={!title.trim()} error={error}>
      <TextField autoFocus fullWidth required margin="dense" label={t.titleLabel} value={title} onChange={(e) => setTitle(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
      <TextField fullWidth multiline minRows={2} margin="dense" label={t.descriptionLabel} value={description} onChange={(e) => setDescription(e.target.value)} slotProps={{ htmlInput: { maxLength: 5000 } }} />
      <FormControlLabel control={<Checkbox checked={publicRead} onChange={(e) => setPublicRead(e.target.checked)} />} label={t.publicRead} />
    </FormDialog>
  )
}

/** a delete confirmation whose failure shows in it, and which closes once the delete went through */
function useDelete<T>(remove: (item: T) => Promise<void>) {
  const [target, setTarget] = useState<T>()
  const action = useAction()
  const confirm = async () => {
    if (target === undefined) return
    await action.run(async () => {
      await remove(target)
      setTarget(undefined)
    })
  }
  return { target, ask: (item: T) => { action.setError(''); setTarget(item) }, cancel: () => setTarget(undefined), confirm, error: action.error }
}

export function ForumsList({ open }: { open: Open }) {
  const client = useCareClient()
  const forums = useCollection('forums', { sort: 'newFirst' })
  const may = usePermissions(forumsContract)
  const [creating, setCreating] = useState(false)
  const del = useDelete<Forum>(async (f) => {
    await client.collections.forums.deleteOne(f.id)
    client.collection('forums').remove(f.id)
  })
  let body
  if (forums.state === 'Unloaded' || (forums.state === 'Fetching' && !forums.records.length)) body = <LoadingState />
  else if (forums.state === 'Error') body = <ErrorState message={forums.error?.message} onRetry={() => void forums.reload()} />
  else if (!forums.records.length) body = <EmptyState text={t.empty} />
  else
    body = (
      <List aria-label={t.heading}>
        {forums.records.map((f) => (
          <ListItem
            key={f.id}
            divider
            data-forum-id={f.id}
            secondaryAction={
              may('delete') && (
                <Button size="small" color="error" aria-label={t.deleteOf(f.title ?? '')} onClick={() => del.ask(f)}>
                  {texts.library.delete}
                </Button>
              )
            }
          >
            <ListItemText primary={<Link {...linkTo({ view: 'forum', forumId: f.id }, open)}>{f.title}</Link>} secondary={f.description} sx={{ pr: 8, overflowWrap: 'anywhere' }} />
          </ListItem>
        ))}
      </List>
    )
  return (
    <>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t.heading}
        </Typography>
        {may('create') && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t.create}
          </Button>
        )}
      </Stack>
      {body}
      {creating && <CreateForumDialog onClose={() => setCreating(false)} />}
      <DeleteConfirmation open={Boolean(del.target)} confirmWord={del.target?.title} onCancel={del.cancel} onConfirm={del.confirm} />
      {del.error && <Alert severity="error">{del.error}</Alert>}
    </>
  )
}

export function ForumPosts({ forumId, open }: { forumId: string; open: Open }) {
  const client = useCareClient()
  const forum = useRecord('forums', forumId)
  const posts = useCollection('forum_posts', { filter: { forumId }, sort: 'newFirst' })
  const del = useDelete<ForumPost>(async (p) => {
    await client.collections.forum_posts.deleteOne(p.id)
    client.collection('forum_posts').remove(p.id)
  })
  const back = <Link {...linkTo({ view: 'forums' }, open)}>{t.back}</Link>
  if (forum.state === 'Error') return <>{back}{forum.error?.status === 404 ? <Alert severity="info">{t.forumGone}</Alert> : <ErrorState message={forum.error?.message} />}</>
  let body
  if (posts.state === 'Unloaded' || (posts.state === 'Fetching' && !posts.records.length)) body = <LoadingState />
  else if (posts.state === 'Error') body = <ErrorState message={posts.error?.message} onRetry={() => void posts.reload()} />
  else if (!posts.records.length) body = <EmptyState text={t.noPosts} />
  else
    body = (
      <List aria-label={t.posts}>
        {posts.records.map((p) => (
          <ListItem
            key={p.id}
            divider
            data-post-id={p.id}
            secondaryAction={
              <Button size="small" color="error" aria-label={t.deletePost(p.title ?? '')} onClick={() => del.ask(p)}>
                {texts.library.delete}
              </Button>
            }
          >
            <ListItemText
              primary={<Link {...linkTo({ view: 'post', forumId, postId: p.id }, open)}>{p.title}</Link>}
              secondary={`${formatDate(p.createdAt)} · ${t.counts(p.numComments ?? 0, p.numLikes ?? 0)}`}
              sx={{ pr: 8, overflowWrap: 'anywhere' }}
            />
          </ListItem>
        ))}
      </List>
    )
  return (
    <>
      {back}
      <Typography variant="h5" component="h1" sx={{ my: 1, overflowWrap: 'anywhere' }}>
        {forum.record?.title ?? ''}
      </Typography>
      {forum.record?.description && <Typography color="text.secondary">{forum.record.description}</Typography>}
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {t.posts}
      </Typography>
      {body}
      <DeleteConfirmation open={Boolean(del.target)} onCancel={del.cancel} onConfirm={del.confirm} />
      {del.error && <Alert severity="error">{del.error}</Alert>}
    </>
  )
}

export function PostComments({ forumId, postId, open }: { forumId: string; postId: string; open: Open }) {
  const client = useCareClient()
  const forum = useRecord('forums', forumId)
  const post = useRecord('forum_posts', postId)
  const comments = useCollection('post_comments', { filter: { postId }, sort: 'oldFirst' })
  const del = useDelete<PostComment>(async (c) => {
    await client.collections.post_comments.deleteOne(c.id)
    client.collection('post_comments').remove(c.id)
  })
  const back = <Link {...linkTo({ view: 'forum', forumId }, open)}>{t.backToForum(forum.record?.title ?? t.heading)}</Link>
  if (post.state === 'Error') return <>{back}{post.error?.status === 404 ? <Alert severity="info">{t.postGone}</Alert> : <ErrorState message={post.error?.message} />}</>
  if (!post.record) return <>{back}<LoadingState /></>
  const p = post.record
  // replies under the comment they answer
  const top = comments.records.filter((c) => !c.replyTo)
  const repliesTo = (id: string) => comments.records.filter((c) => c.replyTo && (c.threadId ?? c.replyTo) === id)
  const item = (c: PostComment, reply: boolean) => (
    <ListItem
      key={c.id}
      divider
      data-comment-id={c.id}
      sx={reply ? { pl: 4 } : undefined}
      secondaryAction={
        <Button size="small" color="error" aria-label={`${t.deleteComment}: ${(c.textContent ?? '').slice(0, 40)}`} onClick={() => del.ask(c)}>
          {texts.library.delete}
        </Button>
      }
    >
      <ListItemText primary={c.textContent} secondary={`${reply ? `${t.reply} · ` : ''}${formatDate(c.createdAt)}`} sx={{ pr: 8, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} />
    </ListItem>
  )
  let body
  if (comments.state === 'Unloaded' || (comments.state === 'Fetching' && !comments.records.length)) body = <LoadingState />
  else if (comments.state === 'Error') body = <ErrorState message={comments.error?.message} onRetry={() => void comments.reload()} />
  else if (!comments.records.length) body = <EmptyState text={t.noComments} />
  else body = <List aria-label={t.comments}>{top.flatMap((c) => [item(c, false), ...repliesTo(c.id).map((r) => item(r, true))])}</List>
  return (
    <>
      {back}
      <Box component="article" sx={{ my: 1 }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {p.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDate(p.createdAt)} · {t.counts(p.numComments ?? 0, p.numLikes ?? 0)}
        </Typography>
        <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{p.textContent}</Typography>
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {t.comments}
      </Typography>
      {body}
      <DeleteConfirmation open={Boolean(del.target)} onCancel={del.cancel} onConfirm={del.confirm} />
      {del.error && <Alert severity="error">{del.error}</Alert>}
    </>
  )
}
