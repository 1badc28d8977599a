// What the meeting calls are built from: the service's setup hands these over (services/scheduling/src/service.ts).
import { meetings } from '@care/contracts/collections/meetings'
import type { Bus } from '@care/kit/bus/types'
import type { RepositoriesOf } from '@care/kit/service/collections'
import type { PrismaClient } from '../db.ts'
import type { CalendarEventsPort } from './events-port.ts'
import { meetingHooks } from './hooks.ts'
import type { ZoomClient } from './zoom-client.ts'

export const meetingCollectionList = [[meetings, meetingHooks]] as const
export type MeetingRepositories = RepositoriesOf<typeof meetingCollectionList, PrismaClient>

export interface MeetingDeps {
  /** the service's database client (the references check of attendees is connected to it) */
  db: object
  bus: Bus
  repos: Pick<MeetingRepositories, 'meetings'>
  /** the calendar events the *-for-event calls stamp; absent, those calls answer 503 */
  events?: CalendarEventsPort
  /** the portal's origin for invite links (PORTAL_URL); else the origin the caller reached the gateway at */
  portalUrl?: string
  /** Zoom, where ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET are set; absent, generate-zoom-meeting answers 503 */
  zoom?: ZoomClient
}
