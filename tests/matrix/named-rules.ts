// The rules the contracts cannot express: a service's own guard around a generic call (identity's
// entity rules, files made only by upload, what a patient may change, a parent that must be
// readable). Each names the service's message or code and why it is there; everything else the
// matrix expects is derived from the contracts' declarations through the one visibility rule.
import type { Session } from '@care/contracts/session'
import type { MatrixAction } from './expected.ts'

export interface RuleInput {
  session: Session
  action: MatrixAction
  /** the record as stored (create: as it would be stored) */
  record: Record<string, unknown>
  /** the fields sent (create payload or updates) */
  sent: Record<string, unknown>
  /** whether the caller may read the record's parent (forms' parents.ts), when the collection has one */
  mayReadParent?: boolean
}

export interface NamedRule {
  collection: string
  /**
   * 'guard': checked before the record is looked up (applies whether or not it is visible);
   * 'parent': on create, once the caller's access level allowed it, before references are checked;
   * 'loaded': once the record was found
   */
  phase: 'guard' | 'parent' | 'loaded'
  /** the service's message or where the rule lives */
  reason: string
  /** the status it answers instead, or undefined when it does not apply */
  status(input: RuleInput): number | undefined
}

const isAdmin = (s: Session) => s.type === 'user' && s.isAdmin
const isRootAdmin = (s: Session) => isAdmin(s) && s.organizationIds.every((id) => id === s.businessId)
const writes = new Set<MatrixAction>(['create', 'update', 'delete'])

export const NAMED_RULES: NamedRule[] = [
  {
    collection: 'users', phase: 'guard', reason: "'Only admin users can create or delete users' (identity collections/users.ts)",
    status: ({ session, action }) => ((action === 'create' || action === 'delete') && !isAdmin(session) ? 403 : undefined),
  },
  {
    collection: 'users', phase: 'loaded', reason: "\"Only admin users can update others' profiles\" (identity collections/users.ts beforeUpdate)",
    status: ({ session, action, record }) => (action === 'update' && !isAdmin(session) && record.id !== session.id ? 403 : undefined),
  },
  {
    collection: 'organizations', phase: 'guard', reason: "organizations are made by /users/register, /sub-organization or create-and-join and 'cannot be deleted'; 'Only admin users can update the organization'",
    status: ({ session, action }) => (action === 'create' || action === 'delete' || (action === 'update' && !isAdmin(session)) ? 403 : undefined),
  },
  {
    collection: 'role_based_access_permissions', phase: 'guard', reason: "'Only root admin users can manage role permissions' (root-admin-only: not a role level)",
    status: ({ session, action }) => (writes.has(action) && !isRootAdmin(session) ? 403 : undefined),
  },
  {
    collection: 'api_keys', phase: 'guard', reason: 'an API key cannot make API keys (calls/api-keys.ts); keys are never updated (the generic update is refused)',
    status: ({ session, action }) => ((action === 'create' && session.apiKeyId) || action === 'update' ? 403 : undefined),
  },
  {
    collection: 'endusers', phase: 'guard', reason: 'a patient updates their own profile only (ENDUSERS_UPDATE_OWN_PROFILE, checked before the lookup)',
    status: ({ session, action, record }) => (action === 'update' && session.type === 'enduser' && record.id !== session.id ? 403 : undefined),
  },
  {
    collection: 'files', phase: 'loaded', reason: 'FILE_CREATED_BY_UPLOAD: a file record is made only with its upload link (/prepare-file-upload), never by the generic create',
    status: ({ action }) => (action === 'create' ? 400 : undefined),
  },
  {
    collection: 'enduser_tasks', phase: 'loaded', reason: 'TASK_ENDUSER_MAY_ONLY_COMPLETE: a patient changes only completedAt of their task',
    status: ({ session, action, sent }) => (action === 'update' && session.type === 'enduser' && Object.keys(sent).some((f) => f !== 'completedAt') ? 403 : undefined),
  },
  {
    collection: 'form_responses', phase: 'loaded', reason: 'FormsMessages.enduserUpdateOnlyHide: a patient changes only hideFromEnduserPortal (answers go through /save-field-response)',
    status: ({ session, action, sent }) => (action === 'update' && session.type === 'enduser' && Object.keys(sent).some((f) => f !== 'hideFromEnduserPortal') ? 403 : undefined),
  },
  {
    collection: 'calendar_events', phase: 'guard', reason: "a patient creates no event (the SDK's enduserActions): 'Enduser cannot create or update public events' (400) when it is public, else 403 (scheduling's collections/calendar-events.ts)",
    status: ({ session, action, sent }) => (action === 'create' && session.type === 'enduser' ? (sent.publicRead === true ? 400 : 403) : undefined),
  },
  {
    collection: 'calendar_events', phase: 'loaded', reason: "a patient changes only cancelledAt (or cancelReason) of their own non-public event: 'Enduser cannot create or update public events', else 400 naming the field",
    status: ({ session, action, record, sent }) => (action === 'update' && session.type === 'enduser' && (record.publicRead === true || Object.keys(sent).some((f) => f !== 'cancelledAt' && f !== 'cancelReason')) ? 400 : undefined),
  },
  {
    collection: 'availability_blocks', phase: 'parent', reason: "ORGANIZATION_ENTITY: an organization's block names the caller's business or one of its organizations, else 400 naming entityId",
    status: ({ session, action, sent }) => (action === 'create' && sent.entity === 'organization' && sent.entityId !== session.businessId && !session.organizationIds.includes(String(sent.entityId)) ? 400 : undefined),
  },
  {
    collection: 'calendar_event_RSVPs', phase: 'parent', reason: "RSVP_EVENT_UNREADABLE: the event an RSVP names must be one its creator may read (a patient: one they attend or a public one), else 400 naming eventId",
    status: ({ action, mayReadParent }) => (action === 'create' && mayReadParent === false ? 400 : undefined),
  },
  {
    collection: 'calendar_event_RSVPs', phase: 'loaded', reason: "spec 1 §6 creator-only: own RSVPs update/delete (scheduling's readScope: another's RSVP is not found)",
    status: ({ session, action, record }) => ((action === 'update' || action === 'delete') && record.creator !== session.id ? 404 : undefined),
  },
  {
    collection: 'chats', phase: 'parent', reason: "a chat goes to a room its writer may read (a patient: a room they are in), else 404 'Chat room not found' (messaging's chat/messages.ts)",
    status: ({ action, mayReadParent }) => (action === 'create' && mayReadParent === false ? 404 : undefined),
  },
  ...['form_fields', 'form_responses', 'database_records'].map((collection): NamedRule => ({
    collection, phase: 'parent', reason: "the form or database a new record names must be one the caller may read, else 404 naming the field (forms' collections/parents.ts)",
    status: ({ action, mayReadParent }) => (action === 'create' && mayReadParent === false ? 404 : undefined),
  })),
]

export const rulesOf = (collection: string, phase: NamedRule['phase']) => NAMED_RULES.filter((r) => r.collection === collection && r.phase === phase)

/**
 * What a patient sees beyond the contract's rule, where the owning service narrows patients' reads
 * (its readScope hook): the REST answers follow it. The live fan-out follows the contract's rule
 * only (contracts/src/access/visibility.ts), so it is not checked against this.
 */
export interface PatientVisibilityRule {
  collection: string
  reason: string
  visible(session: Session, record: Record<string, unknown>): boolean
}

export const PATIENT_VISIBILITY: PatientVisibilityRule[] = [
  {
    collection: 'managed_content_records',
    reason: "content's domain/visibility.ts: publicRead, assigned to All or to the patient (By Tags and Manual assignments: services/content/test/library.int.test.ts)",
    visible: (session, record) => record.publicRead === true || record.assignmentType === 'All' || record.enduserId === session.id,
  },
  {
    collection: 'calendar_events',
    reason: "scheduling's readScope: a patient reads the events they attend and public ones",
    visible: (session, record) => record.publicRead === true || (Array.isArray(record.enduserIds) && record.enduserIds.includes(session.id)),
  },
  {
    collection: 'forums',
    reason: "content's collections/community.ts: patients reach public forums only",
    visible: (_session, record) => record.publicRead === true,
  },
]

export const patientMaySee = (collection: string, session: Session, record: Record<string, unknown>) =>
  session.type !== 'enduser' || PATIENT_VISIBILITY.every((r) => r.collection !== collection || r.visible(session, record))
