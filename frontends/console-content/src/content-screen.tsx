// The Content area: tabs Library and Forums over the screen the URL names (route.ts).
import { Box, Tab, Tabs } from '@mui/material'
import { ContentEditor } from './content-editor.tsx'
import { ContentLibrary } from './content-library.tsx'
import { ForumPosts, ForumsList, PostComments } from './forums.tsx'
import { urlOf, useContentLocation } from './route.ts'
import { texts } from './texts.ts'
import { inAppLink } from '@care/remote/url'

export function ContentScreen({ basePath }: { basePath?: string }) {
  const { location, open } = useContentLocation(basePath)
  const tab = location.view === 'library' || location.view === 'item' ? 'library' : 'forums'
  let screen
  switch (location.view) {
    case 'library':
      screen = <ContentLibrary open={open} />
      break
    case 'item':
      screen = <ContentEditor key={location.id} id={location.id} open={open} />
      break
    case 'forums':
      screen = <ForumsList open={open} />
      break
    case 'forum':
      screen = <ForumPosts forumId={location.forumId} open={open} />
      break
    case 'post':
      screen = <PostComments forumId={location.forumId} postId={location.postId} open={open} />
      break
  }
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Tabs value={tab} aria-label={texts.areaTitle} sx={{ mb: 2 }}>
        {(['library', 'forums'] as const).map((v) => (
          <Tab
            key={v}
            value={v}
            label={texts.tabs[v]}
            component="a"
            {...inAppLink(urlOf({ view: v }, basePath), () => open({ view: v }))}
          />
        ))}
      </Tabs>
      {screen}
    </Box>
  )
}
