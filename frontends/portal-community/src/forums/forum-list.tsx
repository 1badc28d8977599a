// The forums of the community (spec 2 §2.12), each a link to /community?forumId=…; empty: 'There are
// no forums in this community yet. Please check back later.'
import { List, ListItem, ListItemButton, ListItemText, Paper, Typography } from '@care/ui/mui'
import { texts } from '../texts.ts'
import { communityUrl } from '../community-rules.ts'
import type { ForumLike } from '../community-types.ts'
import { inAppLink } from '@care/remote/url'

export function ForumList({ forums, navigate }: { forums: readonly ForumLike[]; navigate: (url: string) => void }) {
  return (
    <Paper component="section" aria-labelledby="community-forums" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id="community-forums" variant="h6" component="h2">{texts.forums}</Typography>
      <List aria-labelledby="community-forums" disablePadding>
        {forums.map((forum) => {
          const href = communityUrl(forum.id)
          return (
            <ListItem key={forum.id} disablePadding>
              <ListItemButton
                component="a"
                {...inAppLink(href, () => navigate(href))}
                sx={{ borderRadius: 1 }}
              >
                <ListItemText primary={forum.title} secondary={forum.description} primaryTypographyProps={{ sx: { overflowWrap: 'anywhere' } }} />
              </ListItemButton>
            </ListItem>
          )
        })}
      </List>
    </Paper>
  )
}
