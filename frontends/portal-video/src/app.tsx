// The remote's exposed module ('./app'): single-spa lifecycles from @care/remote's defineRemote,
// rendering the video page (the shell maps the screen 'video' at /video-call to portal_video) with
// the shell's client. Unmounting it — leaving the route — leaves the meeting.
import { defineRemote, type RemoteProps } from '@care/remote'
import { useSearch } from '@care/remote/url'
import { VideoPage } from './video-page.tsx'

function Root({ navigate }: Pick<RemoteProps, 'navigate'>) {
  const search = useSearch()
  return <VideoPage search={search} navigate={navigate} />
}

export const { bootstrap, mount, unmount } = defineRemote({ Root: (props: RemoteProps) => <Root navigate={props.navigate} /> })
