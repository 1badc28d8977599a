// Every collection's contract, by owning service.
import { organizations } from './organizations.ts'
import { users } from './users.ts'
import { endusers } from './endusers.ts'
import { roleBasedAccessPermissions } from './role-based-access-permissions.ts'
import { apiKeys } from './api-keys.ts'
import { integrations } from './integrations.ts'
import { portalCustomizations } from './portal-customizations.ts'
import { enduserCustomTypes } from './enduser-custom-types.ts'
import { tickets } from './tickets.ts'
import { notes } from './notes.ts'
import { enduserTasks } from './enduser-tasks.ts'
import { carePlans } from './care-plans.ts'
import { enduserObservations } from './enduser-observations.ts'
import { enduserMedications } from './enduser-medications.ts'
import { engagementEvents } from './engagement-events.ts'
import { enduserStatusUpdates } from './enduser-status-updates.ts'
import { backgroundErrors } from './background-errors.ts'
import { journeys } from './journeys.ts'
import { automationSteps } from './automation-steps.ts'
import { automatedActions } from './automated-actions.ts'
import { automationTriggers } from './automation-triggers.ts'
import { referralProviders } from './referral-providers.ts'
import { enduserProfileViews, enduserViews, tableViews } from './views.ts'
import { analyticsFrames } from './analytics-frames.ts'
import { files } from './files.ts'
import { userLogs } from './user-logs.ts'
import { formFields, formResponses, forms } from './forms.ts'
import { databaseRecords, databases } from './databases.ts'
import { managedContentRecords } from './managed-content-records.ts'
import { managedContentRecordAssignments } from './managed-content-record-assignments.ts'
import { forums } from './forums.ts'
import { forumPosts } from './forum-posts.ts'
import { postComments } from './post-comments.ts'
import { postLikes } from './post-likes.ts'
import { commentLikes } from './comment-likes.ts'
import { calendarEvents } from './calendar-events.ts'
import { calendarEventTemplates } from './calendar-event-templates.ts'
import { calendarEventRSVPs } from './calendar-event-rsvps.ts'
import { appointmentBookingPages } from './appointment-booking-pages.ts'
import { appointmentLocations } from './appointment-locations.ts'
import { availabilityBlocks } from './availability-blocks.ts'
import { meetings } from './meetings.ts'
import { products } from './products.ts'
import { purchases } from './purchases.ts'
import { purchaseCredits } from './purchase-credits.ts'
import { superbillProviders } from './superbill-providers.ts'
import { superbills } from './superbills.ts'
import { chatRooms } from './chat-rooms.ts'
import { chats } from './chats.ts'
import { userNotifications } from './user-notifications.ts'
import { webhookLogs, webhooks } from './webhooks.ts'
import { emails } from './emails.ts'
import { smsMessages } from './sms-messages.ts'
import { templates } from './templates.ts'
import { phoneCalls } from './phone-calls.ts'
import { phoneTrees } from './phone-trees.ts'
import { emailSyncDenials } from './email-sync-denials.ts'
import type { Collection } from './define.ts'

export { organizations, users, endusers, roleBasedAccessPermissions, apiKeys, integrations, portalCustomizations, enduserCustomTypes }
export { tickets, notes, enduserTasks, carePlans, enduserObservations, enduserMedications, enduserStatusUpdates }
export { engagementEvents, backgroundErrors, referralProviders, enduserViews, enduserProfileViews, tableViews, analyticsFrames, files, userLogs }
export { journeys, automationSteps, automatedActions, automationTriggers }
export { forms, formFields, formResponses, databases, databaseRecords }
export { managedContentRecords, managedContentRecordAssignments, forums, forumPosts, postComments, postLikes, commentLikes }
export { calendarEvents, calendarEventTemplates, calendarEventRSVPs, appointmentBookingPages, appointmentLocations, availabilityBlocks }
export { meetings }
export { products, purchases, purchaseCredits, superbillProviders, superbills }
export { chatRooms, chats, userNotifications }
export { webhooks, webhookLogs }
export { emails, smsMessages, templates, phoneCalls, phoneTrees, emailSyncDenials }
/** Every collection with its own types (literal name, fields): `@care/sdk` types records from it (`import type`). */
const declared = [
  organizations, users, endusers, roleBasedAccessPermissions, apiKeys, integrations, portalCustomizations, enduserCustomTypes,
  // records
  tickets, notes, enduserTasks, carePlans, enduserObservations, enduserMedications, enduserStatusUpdates,
  engagementEvents, backgroundErrors, referralProviders, enduserViews, enduserProfileViews, tableViews, analyticsFrames, files, userLogs,
  journeys, automationSteps, automatedActions, automationTriggers,
  // forms
  forms, formFields, formResponses, databases, databaseRecords,
  // content
  managedContentRecords, managedContentRecordAssignments, forums, forumPosts, postComments, postLikes, commentLikes,
  // scheduling
  calendarEvents, calendarEventTemplates, calendarEventRSVPs, appointmentBookingPages, appointmentLocations, availabilityBlocks,
  meetings,
  // billing
  products, purchases, purchaseCredits, superbillProviders, superbills,
  // messaging: chat and notifications
  chatRooms, chats, userNotifications,
  // messaging: webhooks
  webhooks, webhookLogs,
  // messaging: outbound
  emails, smsMessages, templates, phoneCalls, phoneTrees, emailSyncDenials,
] as const
export type DeclaredCollection = (typeof declared)[number]
export const collections: Collection[] = [...declared]
export const collectionByName = new Map(collections.map((c) => [c.name, c]))
