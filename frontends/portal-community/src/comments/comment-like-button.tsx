// A comment's like toggle: 'Like (N)' pressed or not (aria-pressed), named with whose comment it is
// so each of a thread's toggles says which comment it likes; disabled while its call runs.
import { Button, Typography } from '@care/ui/mui'
import { texts } from '../texts.ts'
import type { CommentLike, CommentLikeRecord } from '../community-types.ts'
import { useCommentLike } from './use-comment-like.ts'

export function CommentLikeButton({ comment, likes, author }: { comment: CommentLike; likes: readonly CommentLikeRecord[]; author: string }) {
  const like = useCommentLike(comment, likes)
  return (
    <>
      <Button
        size="small"
        variant={like.liked ? 'contained' : 'text'}
        aria-pressed={like.liked}
        aria-label={texts.likeComment(like.count, author)}
        disabled={like.busy}
        aria-busy={like.busy}
        onClick={like.toggle}
      >
        {texts.likeButton(like.count)}
      </Button>
      {like.error && <Typography role="alert" color="error" variant="body2">{like.error}</Typography>}
    </>
  )
}
