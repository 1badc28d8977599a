import type { ReactElement } from 'react'
import type { PageName } from '../nav/pages.ts'
import { CalendarAddIcon, ChatIcon, EventIcon, FolderIcon, GroupsIcon, HomeIcon, ListIcon, SchoolIcon } from './icons.tsx'

export const PAGE_ICONS: Record<PageName, ReactElement> = {
  Home: <HomeIcon />,
  Communications: <ChatIcon />,
  Documents: <FolderIcon />,
  Education: <SchoolIcon />,
  'Care Plan': <ListIcon />,
  Events: <EventIcon />,
  'Appointment Booking': <CalendarAddIcon />,
  Community: <GroupsIcon />,
}
