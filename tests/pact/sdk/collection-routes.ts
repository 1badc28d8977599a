// Interactions of the generic collection routes (contracts/src/routes/generic.ts), one family per
// collection: each is created through `client.collections.<name>.createOne` with a small valid
// record (references to the state's patient, form and database), or read where staff cannot
// create it. The patients' family also reads one, lists, reads by ids, updates and deletes.
import { MatchersV3 } from '@pact-foundation/pact'
import { pluralPath, singularPath } from '@care/contracts/collections/define'
import { collections } from '@care/contracts/collections/index'
import type { CareClient } from '@care/sdk'
import { EXAMPLE } from '../provider-states.ts'
import { echoed, exampleOf, fromState, objectId, recordLike } from '../matchers.ts'
import type { SdkInteraction } from './interaction.ts'

const { like, eachLike } = MatchersV3

const enduserId = fromState('enduserId')

/** a record staff may create, per collection (the smallest valid one: contracts' required fields) */
const CREATE: Record<string, Record<string, unknown>> = {
  endusers: { fname: 'Ann', lname: 'Lee' },
  role_based_access_permissions: { role: 'Pact nurse', permissions: { endusers: { create: null, read: 'All', update: null, delete: null } } },
  integrations: { title: 'Pact integration' },
  portal_customizations: { page: 'Pact page', blocks: [] },
  enduser_custom_types: { title: 'Pact type' },
  tickets: { title: 'Call back', enduserId },
  notes: { enduserId, title: 'Intake', text: 'Prefers mornings' },
  enduser_tasks: { title: 'Walk daily', enduserId },
  care_plans: { title: 'Recovery plan', enduserId },
  enduser_observations: { category: 'vital-signs', status: 'final', type: 'weight', measurement: { value: 81.5, unit: 'kg' }, enduserId },
  enduser_medications: { enduserId, title: 'Ibuprofen' },
  enduser_status_updates: { enduserId, journeyId: fromState('journeyId'), status: 'Onboarding' },
  // journeys and automation (records): a journey, a step of the state's journey, a trigger
  journeys: { title: 'Pact programme', states: [{ name: 'Welcome', priority: 'Engaged' }], defaultState: 'Welcome' },
  automation_steps: { journeyId: fromState('journeyId'), events: [{ type: 'onJourneyStart', info: {} }], action: { type: 'addEnduserTags', info: { tags: ['pact'] } } },
  automation_triggers: { title: 'Tag new patients', event: { type: 'Contact Created', info: {} }, action: { type: 'Add Tags', info: { tags: ['new'] } }, status: 'Active' },
  engagement_events: { enduserId, type: 'Login', significance: 1 },
  background_errors: { title: 'Sync failed', message: 'The partner did not answer' },
  referral_providers: { organizationName: 'Pact Referrals' },
  enduser_views: { title: 'My patients' },
  enduser_profile_views: { title: 'Profile', blocks: [] },
  table_views: { title: 'Open tickets', page: 'tickets', columns: [] },
  analytics_frames: { title: 'Patients', query: { resource: 'Endusers' } },
  forms: { title: 'Follow-up' },
  form_fields: { formId: fromState('formId'), title: 'Any pain?', type: 'string', previousFields: [{ type: 'root', info: {} }] },
  form_responses: { formId: fromState('formId'), enduserId },
  databases: { title: 'Pact plans', fields: [{ type: 'Text', label: 'Name' }] },
  database_records: { databaseId: fromState('databaseId'), values: [{ label: 'Name', type: 'Text', value: 'Gold' }] },
  managed_content_records: { title: 'Sleep basics', textContent: 'Keep a routine', type: 'Article' },
  managed_content_record_assignments: { contentId: fromState('contentId'), enduserId },
  forums: { title: 'Pact forum' },
  forum_posts: { forumId: fromState('forumId'), title: 'Hello', textContent: 'Glad to be here' },
  post_comments: { forumId: fromState('forumId'), postId: fromState('postId'), textContent: 'Welcome' },
  post_likes: { forumId: fromState('forumId'), postId: fromState('postId') },
  comment_likes: { forumId: fromState('forumId'), postId: fromState('postId'), commentId: fromState('commentId') },
  appointment_locations: { title: 'Pact clinic', timezone: 'America/New_York' },
  calendar_event_templates: { title: 'Pact visit', durationInMinutes: 30 },
  calendar_events: { title: 'Check-in', startTimeInMS: 1_900_000_000_000, durationInMinutes: 30, attendees: [{ type: 'enduser', id: enduserId }] },
  calendar_event_RSVPs: { eventId: fromState('calendarEventId') },
  appointment_booking_pages: { title: 'Pact booking', calendarEventTemplateIds: [fromState('templateId')], locationIds: [fromState('locationId')] },
  chat_rooms: { title: 'Care team', enduserIds: [enduserId] },
  chats: { roomId: fromState('chatRoomId'), message: 'See you Tuesday' },
  user_notifications: { userId: fromState('userId'), type: 'note', message: 'Call the patient back' },
  availability_blocks: { entity: 'user', entityId: fromState('userId'), index: 0, dayOfWeekStartingSundayIndexedByZero: 1, startTimeInMinutes: 540, endTimeInMinutes: 1020 },
  // messaging's outbound half: logged messages (the pact never sends mail or texts)
  emails: { enduserId, subject: 'Welcome', textContent: 'Glad you are here', logOnly: true },
  sms_messages: { enduserId, message: 'See you Tuesday', logOnly: true },
  templates: { title: 'Pact template', subject: 'Hello', message: 'Hi {{enduser.fname}}' },
  phone_calls: { enduserId, inbound: true, note: 'Called back' },
  phone_trees: { number: '+15550001111', isActive: true, nodes: [] },
  email_sync_denials: { email: 'noreply@example.com' },
  // billing: money in integer cents
  products: { title: 'Pact consult', cost: { amount: 2500, currency: 'USD' } },
  purchases: { enduserId, title: 'Pact consult', cost: { amount: 2500, currency: 'USD' }, processor: 'Square' },
  purchase_credits: { enduserId, title: 'Welcome credit', value: { type: 'Credit', info: { amount: 1000, currency: 'USD' } } },
  superbill_providers: {
    address: { lineOne: '1 Main St', city: 'Chicago', state: 'IL', zipCode: '60601' }, email: 'billing@example.com', phone: '+13125550100',
    officeName: 'Pact Clinic', taxId: '36-1234567', providerName: 'Dr. Pact', placeOfServiceCode: '11', providerLicense: 'IL-1', providerNPI: '1234567893',
  },
  superbills: {
    enduserId, appointmentDate: '2026-11-20T15:00:00.000Z', patient: { name: 'Ann Lee', dateOfBirth: '1990-01-01', phone: '+15555550100' },
    provider: { address: { lineOne: '1 Main St', city: 'Chicago', state: 'IL', zipCode: '60601' }, email: 'billing@example.com', phone: '+13125550100', officeName: 'Pact Clinic', taxId: '36-1234567', providerName: 'Dr. Pact', providerLicense: 'IL-1', providerNPI: '1234567893' },
    lineItems: [{ billingCode: { code: '99213', label: 'Office visit' }, quantity: 1, cost: { amount: 15000, currency: 'USD' } }],
  },
}

/** collections staff read rather than create (the record the state made, or the ones it caused), or whose create answers no record */
const READ: Record<string, { id: 'businessId' | 'userId' } | { list: true } | { create: Record<string, unknown>; answer: unknown }> = {
  // a key is answered once, with its secret, not as a stored record
  api_keys: { create: {}, answer: { id: objectId(), key: like('XEe-e9jAbOzX7qFQh7Y8SqwaXQGkahbGG9tHbltdyL4') } },
  organizations: { id: 'businessId' },
  users: { id: 'userId' },
  files: { list: true },
  user_logs: { list: true },
  // started by /start-meeting (the state starts one), never created as a bare record
  meetings: { list: true },
  // one configuration per business, written by /configure-webhooks; its deliveries are logged by messaging
  webhooks: { list: true },
  webhook_logs: { list: true },
  // written by the journeys engine only (a patient's runs)
  automated_actions: { list: true },
}

const api = (c: CareClient, name: string) => (c.collections as unknown as Record<string, { createOne(r: unknown): Promise<unknown>; getOne(id: string): Promise<unknown>; getSome(o: unknown): Promise<unknown> }>)[name]!

function collectionInteraction(name: string): SdkInteraction {
  const create = CREATE[name]
  if (create) {
    return {
      family: name, description: `staff create one of ${name}`, as: 'staff',
      method: 'POST', path: `/${singularPath(name)}`, body: create,
      status: 200, answer: recordLike(echoed(create)),
      send: (c) => api(c, name).createOne(exampleOf(create)),
    }
  }
  const read = READ[name]
  if (!read) throw new Error(`pact: no interaction for the collection ${name}: add it to CREATE or READ`)
  if ('create' in read) {
    return {
      family: name, description: `staff create one of ${name}`, as: 'staff',
      method: 'POST', path: `/${singularPath(name)}`, body: read.create,
      status: 200, answer: read.answer,
      send: (c) => api(c, name).createOne(read.create),
    }
  }
  if ('id' in read) {
    return {
      family: name, description: `staff read one of ${name} by id`, as: 'staff',
      method: 'GET', path: `/${singularPath(name)}/\${${read.id}}`,
      status: 200, answer: recordLike({ id: objectId(EXAMPLE[read.id]) }),
      send: (c) => api(c, name).getOne(EXAMPLE[read.id]),
    }
  }
  return {
    family: name, description: `staff list ${name}`, as: 'staff',
    method: 'GET', path: `/${pluralPath(name)}`, query: { limit: '5' },
    status: 200, answer: eachLike(recordLike().value),
    send: (c) => api(c, name).getSome({ limit: 5 }),
  }
}

const patientUpdate = { fname: 'Patricia' }

/** the remaining generic operations, on the state's patient */
const enduserOperations: SdkInteraction[] = [
  {
    family: 'endusers', description: 'staff read a patient by id', as: 'staff',
    method: 'GET', path: '/enduser/${enduserId}',
    status: 200, answer: recordLike({ id: objectId(EXAMPLE.enduserId), fname: like('Pat') }),
    send: (c) => c.collections.endusers.getOne(EXAMPLE.enduserId),
  },
  {
    family: 'endusers', description: 'staff list patients by a filter', as: 'staff',
    method: 'GET', path: '/endusers', query: { filter: fromState('enduserFilter'), limit: '10' },
    status: 200, answer: eachLike(recordLike({ email: like(EXAMPLE.enduserEmail) }).value),
    send: (c) => c.collections.endusers.getSome({ filter: { email: EXAMPLE.enduserEmail }, limit: 10 }),
  },
  {
    family: 'endusers', description: 'staff read patients by ids', as: 'staff',
    method: 'POST', path: '/endusers/bulk-read', body: { ids: [enduserId] },
    status: 200, answer: { matches: eachLike(recordLike({ id: objectId(EXAMPLE.enduserId) }).value) },
    send: (c) => c.collections.endusers.getByIds([EXAMPLE.enduserId]),
  },
  {
    family: 'endusers', description: 'staff update a patient', as: 'staff',
    method: 'PATCH', path: '/enduser/${enduserId}', body: { updates: patientUpdate },
    status: 200, answer: recordLike({ id: objectId(EXAMPLE.enduserId), fname: like('Patricia') }),
    send: (c) => c.collections.endusers.updateOne(EXAMPLE.enduserId, patientUpdate),
  },
  {
    family: 'endusers', description: 'staff delete a patient', as: 'staff',
    method: 'DELETE', path: '/enduser/${spareEnduserId}',
    status: 204,
    send: (c) => c.collections.endusers.deleteOne(EXAMPLE.spareEnduserId),
  },
]

export const collectionInteractions: SdkInteraction[] = [...collections.map((c) => collectionInteraction(c.name)), ...enduserOperations]
