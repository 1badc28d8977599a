// The SDK keeps its own copies of two tiny contracts rules (so browsers do not bundle zod);
// these tests keep them equal.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { pluralPath as contractsPlural, singularPath as contractsSingular } from '@care/contracts/collections/define'
import { collections } from '@care/contracts/collections/index'
import { DEFAULT_PAGE_SIZE } from '@care/contracts/routes/generic'
import { PAGE_SIZE } from '../constants.ts'
import { pluralPath, singularPath } from './paths.ts'

// spec 3 §3's cached collections, plus whatever contracts declares today
const SPEC_COLLECTIONS = `appointment_booking_pages appointment_locations chat_rooms chats calendar_events calendar_event_templates
calendar_event_RSVPs engagement_events emails sms_messages user_notifications endusers users tickets meetings files notes
templates forms form_fields form_responses journeys automation_steps automation_triggers integrations databases
database_records portal_customizations care_plans enduser_tasks products purchases purchase_credits phone_calls
phone_trees analytics_frames enduser_views background_errors superbills superbill_providers enduser_profile_views
table_views email_sync_denials enduser_observations enduser_medications enduser_custom_types forums forum_posts
post_comments post_likes comment_likes managed_content_records managed_content_record_assignments organizations
availability_blocks referral_providers role_based_access_permissions user_logs`.split(/\s+/)

test('collection paths follow the contracts rule', () => {
  for (const name of new Set([...SPEC_COLLECTIONS, ...collections.map((c) => c.name)])) {
    assert.equal(pluralPath(name), contractsPlural(name), name)
    assert.equal(singularPath(name), contractsSingular(name), name)
  }
  assert.equal(singularPath('calendar_event_RSVPs'), 'calendar-event-RSVP')
})

test('the page size is the contracts default', () => {
  assert.equal(PAGE_SIZE, DEFAULT_PAGE_SIZE)
})
