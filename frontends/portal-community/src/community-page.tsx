// Community (spec 2 §2.12) at /community, with forumId and postId in the query (spec 2 §2.1): the
// forum list ('There are no forums in this community yet. Please check back later.'), opened at
// once on the forum when there is only one; a forum's posts; a post with its comments. Above the
// forums (and a forum's posts), the 'Upcoming Events' strip: public events with RSVP.
import { Box, Typography } from '@care/ui/mui'
import { useCollection } from '@care/sdk/react'
import { EmptyState, ErrorState, LoadingState } from '@care/ui'
import { texts } from './texts.ts'
import type { ForumLike } from './community-types.ts'
import { ForumList } from './forums/forum-list.tsx'
import { ForumView } from './forums/forum-view.tsx'
import { PostView } from './posts/post-view.tsx'
import { useLiveUpdates } from './use-live-updates.ts'
import { UpcomingEvents } from './events/upcoming-events.tsx'

/** A 404 for the whole collection means the content service is not part of this deployment. */
const notDeployed = (error: unknown) => (error as { status?: number } | undefined)?.status === 404

function Forums({ navigate }: { navigate: (url: string) => void }) {
  const forums = useCollection('forums')
  const list: ForumLike[] = forums.records.slice().sort((a, b) => (a.title ?? '').localeCompare(b.title ?? ''))
  if (forums.state === 'Loaded' && list.length === 1) return <ForumView forumId={list[0].id} navigate={navigate} showForumsLink={false} />
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>{texts.title}</Typography>
      {(forums.state === 'Unloaded' || forums.state === 'Fetching') && <LoadingState />}
      {forums.state === 'Error' && (notDeployed(forums.error)
        ? <EmptyState text={texts.communityUnavailable} />
        : <ErrorState message={forums.error?.message || texts.forumsFailed} onRetry={forums.reload} />)}
      {forums.state === 'Loaded' && list.length === 0 && <EmptyState text={texts.noForums} />}
      {forums.state === 'Loaded' && list.length > 1 && <ForumList forums={list} navigate={navigate} />}
    </>
  )
}

export function CommunityPage({ search, navigate }: { search: string; navigate: (url: string) => void }) {
  useLiveUpdates()
  const query = new URLSearchParams(search)
  const forumId = query.get('forumId') ?? undefined
  const postId = query.get('postId') ?? undefined
  const forums = useCollection('forums')
  const several = forums.records.length > 1
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960, minWidth: 0 }}>
      {!postId && <UpcomingEvents />}
      {!forumId && <Forums navigate={navigate} />}
      {forumId && !postId && <ForumView key={forumId} forumId={forumId} navigate={navigate} showForumsLink={several} />}
      {forumId && postId && <PostView key={postId} forumId={forumId} postId={postId} navigate={navigate} />}
    </Box>
  )
}
