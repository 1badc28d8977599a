// Who is calling. The gateway resolves a token or API key into a Session through identity and
// passes it to services in every bus request; services never see raw credentials.

export const ACCESS_LEVELS = ['All', 'Assigned', 'Default', null] as const
/** Per-resource access level (spec 1 §6). `null` is "none". */
export type AccessLevel = (typeof ACCESS_LEVELS)[number]

export interface AccessForCollection {
  create?: AccessLevel
  read?: AccessLevel
  update?: AccessLevel
  delete?: AccessLevel
  showInSidebar?: boolean
}
/** Collection name → access; a missing collection means the role's default. */
export type AccessPermissions = Record<string, AccessForCollection>

export type SessionType = 'user' | 'enduser'

export interface Session {
  type: SessionType
  /** the user's or enduser's id */
  id: string
  /** how the principal is named (display name, full name or email), for audit trails */
  name?: string
  businessId: string
  organizationIds: string[]
  /** session id carried by the token; revoked by logout */
  sessionId: string
  /** users only */
  roles: string[]
  isAdmin: boolean
  /** resolved role permissions (users); absent for endusers and admins */
  permissions?: AccessPermissions
  /** set when the call was authenticated with an API key */
  apiKeyId?: string
  /** token expiry, ms since epoch */
  expiresAt?: number
  /**
   * A session that may do one job only (a public form's visitor): the gateway lets it call only
   * routes that name its kind among their callers, and services narrow those calls to the scope.
   */
  scope?: SessionScope
}

/**
 * A visitor of a public form: they may fill `responseId` (a response to `formId`) and nothing else.
 * `existingPatient`: the visitor's email or phone matched a patient who was already there, so
 * nothing of that patient's (profile answers included) may be shown to them.
 */
export interface PublicFormScope {
  kind: 'public-form'
  formId: string
  responseId: string
  existingPatient: boolean
}
export type SessionScope = PublicFormScope

export const ADMIN_ROLE = 'Admin'
