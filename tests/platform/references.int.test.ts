// References across businesses (issue #18 item 9), generated from the contracts' `references`:
// for every declared reference of every collection, a record of business B naming business A's
// record there is refused — createOne, createSome and an update — with 400 naming the field (a few
// parents their service checks more strictly answer their own 404 naming the field first), and
// the same record naming B's own records everywhere is accepted. A new reference field is covered
// by this test as soon as it is declared: its collection needs a payload below, or the test fails.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { collections } from '@care/contracts/collections/index'
import { pluralPath, singularPath, type Collection } from '@care/contracts/collections/define'
import { idsAt, referencesOf, type Reference } from '@care/kit/tenancy/reference-paths'
import { referenceRefusal } from '@care/kit/tenancy/references'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { api, type Principal } from '../support/http.ts'

type Rec = Record<string, unknown>
type Ref = (collection: string) => Promise<string>
const unique = () => randomBytes(4).toString('hex')

/** A valid record of each collection, naming the business's own records (through `ref`) at every declared reference. */
const PAYLOADS: Record<string, (ref: Ref) => Promise<Rec>> = {
  users: async () => ({ email: `u-${unique()}@example.com` }),
  endusers: async (ref) => ({ fname: 'Pat', assignedTo: [await ref('users')], customTypeId: await ref('enduser_custom_types'), journeys: { [await ref('journeys')]: 'New' } }),
  enduser_custom_types: async () => ({ title: `Type ${unique()}` }),
  tickets: async (ref) => ({
    title: 'T', enduserId: await ref('endusers'), owner: await ref('users'), carePlanId: await ref('care_plans'), formResponseIds: [await ref('form_responses')],
  }),
  notes: async (ref) => ({ enduserId: await ref('endusers'), ticketId: await ref('tickets') }),
  enduser_tasks: async (ref) => ({ title: 'T', enduserId: await ref('endusers') }),
  care_plans: async (ref) => ({ title: `Plan ${unique()}`, enduserId: await ref('endusers') }),
  enduser_observations: async (ref) => ({ category: 'vital-signs', status: 'final', measurement: { value: 1, unit: 'kg' }, enduserId: await ref('endusers') }),
  enduser_medications: async (ref) => ({ title: 'Aspirin', enduserId: await ref('endusers') }),
  engagement_events: async (ref) => ({ type: 'Login', significance: 1, enduserId: await ref('endusers') }),
  enduser_status_updates: async (ref) => ({ journeyId: await ref('journeys'), status: 'New', enduserId: await ref('endusers') }),
  journeys: async () => ({ title: `Journey ${unique()}` }),
  // a createTicket action's info is open: it carries every id an action may name at once (each payload its own title: no duplicate step)
  automation_steps: async (ref) => ({
    journeyId: await ref('journeys'), events: [{ type: 'afterAction', info: { automationStepId: await ref('automation_steps'), delay: 1, unit: 'Days' } }],
    action: {
      type: 'createTicket',
      info: {
        title: `T ${unique()}`, defaultAssignee: await ref('users'), journeyId: await ref('journeys'), templateId: await ref('templates'), senderId: await ref('users'),
        userIds: [await ref('users')], journeyIds: [await ref('journeys')], formId: await ref('forms'), formIds: [await ref('forms')],
        managedContentRecordIds: [await ref('managed_content_records')],
      },
    },
  }),
  automation_triggers: async (ref) => ({
    title: `Trigger ${unique()}`, event: { type: 'Contact Created', info: {} }, action: { type: 'Add To Journey', info: { journeyId: await ref('journeys') } }, status: 'Active', journeyId: await ref('journeys'),
  }),
  background_errors: async (ref) => ({ title: 'E', message: 'M', enduserId: await ref('endusers') }),
  files: async (ref) => ({ name: 'x.txt', size: 1, type: 'text/plain', enduserId: await ref('endusers') }),
  analytics_frames: async (ref) => ({ title: 'F', query: {}, parentFrame: await ref('analytics_frames'), visibleForUserIds: [await ref('users')] }),
  enduser_views: async (ref) => ({ title: `V ${unique()}`, defaultForUserIds: [await ref('users')], customTypeId: await ref('enduser_custom_types') }),
  enduser_profile_views: async (ref) => ({ title: `P ${unique()}`, blocks: [], defaultForUserIds: [await ref('users')] }),
  table_views: async (ref) => ({ title: 'T', page: 'tickets', columns: [], defaultForUserIds: [await ref('users')] }),
  forms: async (ref) => ({ title: `Form ${unique()}`, publicFormIdRedirect: await ref('forms') }),
  form_fields: async (ref) => ({
    formId: await ref('forms'), title: 'Q', type: 'string',
    previousFields: [{ type: 'after', info: { fieldId: await ref('form_fields') } }],
    options: { databaseId: await ref('databases') },
    prepopulateFromDatabase: { databaseId: await ref('databases'), field: 'Name' },
  }),
  form_responses: async (ref) => ({
    formId: await ref('forms'), enduserId: await ref('endusers'), rootResponseId: await ref('form_responses'), parentResponseId: await ref('form_responses'),
    responses: [{ fieldId: await ref('form_fields'), answer: { type: 'string', value: 'x' } }],
  }),
  databases: async () => ({ title: `Db ${unique()}`, fields: [{ type: 'Text', label: 'Name' }] }),
  database_records: async (ref) => ({ databaseId: await ref('databases'), values: [{ label: 'Name', type: 'Text', value: 'v' }] }),
  managed_content_records: async (ref) => ({ title: `Article ${unique()}`, textContent: 'x', enduserId: await ref('endusers') }),
  managed_content_record_assignments: async (ref) => ({ contentId: await ref('managed_content_records'), enduserId: await ref('endusers') }),
  forums: async () => ({ title: `Forum ${unique()}` }),
  forum_posts: async (ref) => ({ forumId: await ref('forums'), title: 'P', textContent: 'x' }),
  post_comments: async (ref) => ({
    forumId: await ref('forums'), postId: await ref('forum_posts'), textContent: 'x', threadId: await ref('post_comments'), replyTo: await ref('post_comments'),
  }),
  post_likes: async (ref) => ({ forumId: await ref('forums'), postId: await ref('forum_posts') }),
  comment_likes: async (ref) => ({ forumId: await ref('forums'), postId: await ref('forum_posts'), commentId: await ref('post_comments') }),
  calendar_events: async (ref) => ({
    title: 'E', startTimeInMS: 1, durationInMinutes: 5, locationId: await ref('appointment_locations'), locationIds: [await ref('appointment_locations')],
    templateId: await ref('calendar_event_templates'), bookingPageId: await ref('appointment_booking_pages'), rescheduledTo: await ref('calendar_events'),
    copiedFrom: await ref('calendar_events'), carePlanId: await ref('care_plans'), sharedContentIds: [await ref('managed_content_records')],
    enduserTasks: [{ id: await ref('enduser_tasks'), enduserId: await ref('endusers') }],
    enduserFormResponses: [{ formId: await ref('forms'), enduserId: await ref('endusers'), accessCode: 'x' }],
  }),
  calendar_event_templates: async (ref) => ({
    title: `Type ${unique()}`, durationInMinutes: 30, carePlanForms: [await ref('forms')], carePlanContent: [await ref('managed_content_records')], carePlanFiles: [await ref('files')],
  }),
  calendar_event_RSVPs: async (ref) => ({ eventId: await ref('calendar_events') }),
  appointment_booking_pages: async (ref) => ({ title: `Page ${unique()}`, calendarEventTemplateIds: [await ref('calendar_event_templates')], locationIds: [await ref('appointment_locations')] }),
  appointment_locations: async () => ({ title: `Location ${unique()}` }),
  meetings: async (ref) => ({ enduserIds: [await ref('endusers')], userIds: [await ref('users')] }),
  // messaging's outbound messages are logged (logOnly): the test's patients have no email or phone to send to
  emails: async (ref) => ({
    enduserId: await ref('endusers'), subject: 'S', textContent: 'T', logOnly: true, userId: await ref('users'), templateId: await ref('templates'),
    replyTo: await ref('emails'), assignedTo: [await ref('users')], calendarEventId: await ref('calendar_events'),
  }),
  sms_messages: async (ref) => ({
    enduserId: await ref('endusers'), message: 'M', logOnly: true, userId: await ref('users'), templateId: await ref('templates'),
    assignedTo: [await ref('users')], calendarEventId: await ref('calendar_events'),
  }),
  templates: async () => ({ title: `Template ${unique()}`, subject: 'S', message: 'M' }),
  phone_calls: async (ref) => ({ enduserId: await ref('endusers'), inbound: true, userId: await ref('users') }),
  phone_trees: async (ref) => ({ number: '+15550001111', isActive: true, nodes: [], testEnduserIds: [await ref('endusers')] }),
  chat_rooms: async (ref) => ({
    userIds: [await ref('users')], enduserIds: [await ref('endusers')], assignedTo: [await ref('users')], aboutEnduserId: await ref('endusers'), ticketId: await ref('tickets'),
  }),
  chats: async (ref) => ({
    roomId: await ref('chat_rooms'), message: 'M', replyId: await ref('chats'), mentions: [await ref('users')],
    attachments: [{ type: 'file', secureName: 'x.txt', fileId: await ref('files') }],
  }),
  user_notifications: async (ref) => ({ userId: await ref('users'), type: 'note', message: 'M' }),
  products: async () => ({ title: `Product ${unique()}`, cost: { amount: 100, currency: 'USD' } }),
  purchases: async (ref) => ({ enduserId: await ref('endusers'), title: 'P', cost: { amount: 100, currency: 'USD' }, processor: 'Square', productId: await ref('products'), productIds: [await ref('products')] }),
  purchase_credits: async (ref) => ({ enduserId: await ref('endusers'), title: 'C', value: { type: 'Credit', info: { amount: 100, currency: 'USD' } } }),
  superbills: async (ref) => ({
    enduserId: await ref('endusers'), appointmentDate: '2026-01-01T00:00:00.000Z', patient: { name: 'P', dateOfBirth: '1990-01-01', phone: '+15555550100' }, lineItems: [],
    provider: { address: { lineOne: '1 Main', city: 'C', state: 'IL', zipCode: '60601' }, email: 'p@example.com', phone: '1', officeName: 'O', taxId: 'T', providerName: 'N', providerLicense: 'L', providerNPI: 'N' },
  }),
}

/** The records named as targets: the smallest valid one of each (a record naming its own kind cannot be its own target). */
const TARGETS: Record<string, (ref: Ref) => Promise<Rec>> = {
  tickets: async () => ({ title: 'Target' }),
  care_plans: async (ref) => ({ title: `Target ${unique()}`, enduserId: await ref('endusers') }),
  endusers: async () => ({ fname: 'Target' }),
  analytics_frames: async () => ({ title: 'Target', query: {} }),
  forms: async () => ({ title: `Target ${unique()}` }),
  form_fields: async (ref) => ({ formId: await ref('forms'), title: 'Target', type: 'string' }),
  form_responses: async (ref) => ({ formId: await ref('forms'), enduserId: await ref('endusers') }),
  post_comments: async (ref) => ({ forumId: await ref('forums'), postId: await ref('forum_posts'), textContent: 'Target' }),
  calendar_events: async () => ({ title: 'Target', startTimeInMS: 1, durationInMinutes: 5 }),
  emails: async (ref) => ({ enduserId: await ref('endusers'), subject: 'Target', textContent: 'T', logOnly: true }),
  chats: async (ref) => ({ roomId: await ref('chat_rooms'), message: 'Target' }),
  automation_steps: async (ref) => ({ journeyId: await ref('journeys'), events: [{ type: 'onJourneyStart', info: {} }], action: { type: 'addEnduserTags', info: { tags: ['target'] } } }),
}

/** Parents their service checks more strictly (they must also be readable): their own refusal comes first, naming the field. */
const STRICTER: Record<string, [number, string]> = {
  'form_fields.formId': [404, 'Form not found'],
  'form_fields.prepopulateFromDatabase.databaseId': [404, 'Database not found'],
  'form_responses.formId': [404, 'Form not found'],
  'database_records.databaseId': [404, 'Database not found'],
  // a chat goes to a room its writer may read: another business's room is not found
  'chats.roomId': [404, 'Chat room not found'],
}

/** Created by a named call, not the generic create (files come from their upload). */
const CREATED_BY: Record<string, { path: string; record: (body: Rec) => Rec }> = {
  files: { path: '/prepare-file-upload', record: (body) => body.file as Rec },
}

/** Records written without a create route: only updated here (a business's own organization). */
const UPDATED_ONLY = new Set(['organizations'])

/** a copy of `value` whose id at `path` (the first element of each list on the way; a map's only key for `{}`) is `id` */
function withIdAt(value: Rec, path: string, id: string): Rec {
  const copy = structuredClone(value)
  const steps = path.split('.')
  let at: Rec = copy
  for (const [i, step] of steps.entries()) {
    const list = step.endsWith('[]')
    const map = step.endsWith('{}')
    const key = list || map ? step.slice(0, -2) : step
    const last = i === steps.length - 1
    if (last) at[key] = list ? [id] : map ? { [id]: '' } : id
    else if (list) at = ((at[key] as Rec[]) ??= [{}])[0]!
    else at = (at[key] as Rec) ??= {}
  }
  return copy
}

const TOP = (ref: Reference) => ref.path.split(/[.[{]/)[0]!

describe('references across businesses: every declared reference names a record of the caller\'s business', () => {
  let platform: TestPlatform
  const businesses: { as: Principal; businessId: string; made: Map<string, Promise<string>> }[] = []

  const call = (as: Principal, method: string, path: string, payload?: Rec) =>
    api<{ message?: string; validation?: { field: string }[] } & Rec>(platform.url, as, method, path, payload)

  /** a record of `collection` in business `b` (made once), to be named */
  const target = (b: number) => (collection: string): Promise<string> => {
    const { as, businessId, made } = businesses[b]!
    if (collection === 'organizations') return Promise.resolve(businessId)
    let id = made.get(collection)
    if (!id) {
      id = (async () => {
        const payload = await (TARGETS[collection] ?? PAYLOADS[collection]!)(target(b))
        const res = await call(as, 'POST', CREATED_BY[collection]?.path ?? `/${singularPath(collection)}`, payload)
        assert.equal(res.status, 200, `target ${collection}: ${JSON.stringify(res.body)}`)
        return String((CREATED_BY[collection]?.record(res.body) ?? res.body).id)
      })()
      made.set(collection, id)
    }
    return id
  }

  before(async () => {
    platform = await startTestPlatform()
    for (let i = 0; i < 2; i++) {
      const staff = await registerStaff(platform.url)
      businesses.push({ as: { authorization: `Bearer ${staff.authToken}` }, businessId: staff.user.businessId, made: new Map() })
    }
  })
  after(() => platform?.close())

  // records only the system writes (automated_actions: the journeys engine) have no create or update to refuse
  const declaring = (collections as Collection[]).filter((c) => referencesOf(c).length && !c.writtenBySystemOnly)

  test('the declarations cover the references of the issue', () => {
    const declared = new Set(declaring.flatMap((c) => referencesOf(c).map((r) => `${c.name}.${r.path}`)))
    for (const path of [
      'tickets.carePlanId', 'tickets.formResponseIds[]', 'notes.ticketId', 'analytics_frames.parentFrame', 'form_fields.previousFields[].info.fieldId',
      'form_responses.parentResponseId', 'form_responses.rootResponseId', 'tickets.enduserId', 'form_responses.enduserId',
    ]) assert.ok(declared.has(path), path)
  })

  test("a named call writing a caller's references through a system repository checks them too: prepare-form-response's parent and root", async () => {
    const B = target(1)
    const as = businesses[1]!.as
    const base = { formId: await B('forms'), enduserId: await B('endusers') }
    for (const field of ['parentResponseId', 'rootResponseId']) {
      const res = await call(as, 'POST', '/prepare-form-response', { ...base, [field]: await target(0)('form_responses') })
      const message = referenceRefusal(field, 'form_responses')
      assert.deepEqual([res.status, res.body?.message, res.body?.validation?.[0]?.field], [400, message, field], JSON.stringify(res.body))
      const own = await call(as, 'POST', '/prepare-form-response', { ...base, [field]: await B('form_responses') })
      assert.equal(own.status, 200, JSON.stringify(own.body))
    }
  })

  for (const c of declaring) {
    test(`${c.name}: ${referencesOf(c).map((r) => r.path).join(', ')}`, async () => {
      const A = target(0)
      const B = target(1)
      const as = businesses[1]!.as
      const make = PAYLOADS[c.name]
      const createPath = CREATED_BY[c.name]?.path ?? `/${singularPath(c.name)}`
      const fixed = new Set<string>([...(c.readonly ?? []), ...(c.updatesDisabled ?? [])])

      // the record to update: made naming B's own records everywhere (accepted), or B's own organization
      let id: string
      let own: Rec
      if (UPDATED_ONLY.has(c.name)) {
        id = businesses[1]!.businessId
        own = {}
      } else {
        assert.ok(make, `${c.name}: no payload in PAYLOADS for a collection that declares references`)
        own = await make(B)
        for (const ref of referencesOf(c)) assert.ok(idsAt(own, ref.path).length, `${c.name}: the payload names no record at ${ref.path}`)
        const res = await call(as, 'POST', createPath, own)
        assert.equal(res.status, 200, `${c.name} naming its own business's records: ${JSON.stringify(res.body)}`)
        id = String((CREATED_BY[c.name]?.record(res.body) ?? res.body).id)
      }

      for (const ref of referencesOf(c)) {
        const theirs = await A(ref.collection)
        const [status, message] = STRICTER[`${c.name}.${ref.path}`] ?? [400, referenceRefusal(ref.field, ref.collection)]
        const what = (call: string, res: { status: number; body: unknown }) => `${c.name}.${ref.path} ${call}: ${res.status} ${JSON.stringify(res.body)}`
        if (!UPDATED_ONLY.has(c.name)) {
          const payload = withIdAt(await make!(B), ref.path, theirs)
          const res = await call(as, 'POST', createPath, payload)
          assert.deepEqual([res.status, res.body?.message, res.body?.validation?.[0]?.field], [status, message, ref.field], what('create', res))
          if (!CREATED_BY[c.name]) {
            const some = await call(as, 'POST', `/${pluralPath(c.name)}`, { create: [payload] })
            const answer = some.body as unknown as { created: unknown[]; errors: { index: number; message: string }[] }
            assert.deepEqual([some.status, answer.created?.length, answer.errors?.map((e) => e.message)], [200, 0, [message]], what('createSome', some))
          }
        }
        if (fixed.has(TOP(ref))) continue
        const top = TOP(ref)
        const updates = { [top]: withIdAt({ [top]: own[top] }, ref.path, theirs)[top] }
        const res = await call(as, 'PATCH', `/${singularPath(c.name)}/${id}`, { updates })
        assert.deepEqual([res.status, res.body?.message, res.body?.validation?.[0]?.field], [status, message, ref.field], what('update', res))
      }
      if (UPDATED_ONLY.has(c.name)) {
        // naming B's own records is accepted
        const updates = Object.fromEntries(await Promise.all(referencesOf(c).map(async (ref) => [TOP(ref), withIdAt({}, ref.path, await B(ref.collection))[TOP(ref)]])))
        const res = await call(as, 'PATCH', `/${singularPath(c.name)}/${id}`, { updates })
        assert.equal(res.status, 200, `${c.name} naming its own business's records: ${JSON.stringify(res.body)}`)
      }
    })
  }
})
