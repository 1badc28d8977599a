// The like toggle of a post: a pressed/unpressed button 'Like (N)' (aria-pressed says whether the
// patient likes it) (spec 2 §2.12 'Post like
// toggles liked/unliked; the like count changes by 1'), disabled while the call runs.
import { Button, Typography, createSvgIcon } from '@care/ui/mui'
import { texts } from '../texts.ts'
import type { PostLike, PostLikeRecord } from '../community-types.ts'
import { usePostLike } from './use-post-like.ts'

const ThumbIcon = createSvgIcon(<path d="M1 21h4V9H1zm22-11c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.59 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73z" />, 'ThumbUp')
const ThumbOutlineIcon = createSvgIcon(<path d="M9 21h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.58 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2M9 9l4.34-4.34L12 10h9v2l-3 7H9zM1 9h4v12H1z" />, 'ThumbUpOutlined')

export function LikeButton({ post, forumId, likes }: { post: PostLike; forumId: string; likes: readonly PostLikeRecord[] }) {
  const like = usePostLike(post, forumId, likes)
  return (
    <>
      <Button
        size="small"
        variant={like.liked ? 'contained' : 'outlined'}
        aria-pressed={like.liked}
        disabled={like.busy}
        aria-busy={like.busy}
        startIcon={like.liked ? <ThumbIcon /> : <ThumbOutlineIcon />}
        onClick={(e) => {
          e.stopPropagation()
          like.toggle()
        }}
      >
        {texts.likeButton(like.count)}
      </Button>
      {like.error && <Typography role="alert" color="error" variant="body2">{like.error}</Typography>}
    </>
  )
}
