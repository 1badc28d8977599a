// The Inbox area: tabs Inbox, Team chat, Templates and Webhooks over the screen the URL names
// (route.ts), and one patient's conversation.
import { Box, Tab, Tabs } from '@mui/material'
import { ConversationList } from './conversation-list.tsx'
import { PatientConversation } from './conversation-view.tsx'
import { TABS, linkTo, tabOf, useInboxLocation } from './route.ts'
import { TeamChat } from './team-chat.tsx'
import { Templates } from './templates.tsx'
import { texts } from './texts.ts'
import { Webhooks } from './webhooks.tsx'

export function InboxScreen({ basePath }: { basePath?: string }) {
  const { location, open } = useInboxLocation(basePath)
  let screen
  switch (location.view) {
    case 'inbox':
      screen = <ConversationList open={open} basePath={basePath} />
      break
    case 'patient':
      screen = <PatientConversation key={location.enduserId} enduserId={location.enduserId} open={open} basePath={basePath} />
      break
    case 'team':
      screen = <TeamChat roomId={location.roomId} open={open} basePath={basePath} />
      break
    case 'templates':
      screen = <Templates />
      break
    case 'webhooks':
      screen = <Webhooks />
      break
  }
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Tabs value={tabOf(location)} aria-label={texts.areaTitle} sx={{ mb: 2 }} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
        {TABS.map((v) => (
          <Tab key={v} value={v} label={texts.tabs[v]} component="a" {...linkTo(v === 'team' ? { view: 'team' } : { view: v }, open, basePath)} />
        ))}
      </Tabs>
      {screen}
    </Box>
  )
}
