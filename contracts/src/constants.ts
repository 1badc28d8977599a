// Business constants and limits (spec 1 §9, with the state values of §4). Lists are `as const` so
// zod enums and TypeScript unions are built from them (`enumeration(ENDUSER_GENDERS)`,
// `(typeof ENDUSER_GENDERS)[number]`); nothing here is retyped elsewhere.

export { ACCESS_LEVELS } from './session.ts'

// ── Branding ────────────────────────────────────────────────────────────────────────────────────
/** Default theme colours; an organization's themeColor / themeColorSecondary override the first two. */
export const BRAND_COLORS = {
  primary: '#1564bf',
  secondary: '#1c4378',
  error: '#bf2c15',
  warning: '#bfab15',
} as const

// ── Money and providers ─────────────────────────────────────────────────────────────────────────
export const CURRENCY = 'USD'
/** The two card payment providers (purchases.processor, products.processor). */
export const PAYMENT_PROCESSORS = ['Stripe', 'Square'] as const
/** Countries a Stripe account may be connected from (POST /connect-stripe countryCode). */
export const STRIPE_CONNECT_COUNTRIES = ['US', 'GB'] as const
/** The two EHR services, each with connect / disconnect calls (spec 1 §7). */
export const EHR_INTEGRATIONS = ['Photon', 'Elation'] as const
/** The video meeting service (generate-zoom-meeting, change-zoom-host). */
export const VIDEO_MEETING_INTEGRATION = 'Zoom'

// ── Time ────────────────────────────────────────────────────────────────────────────────────────
const SECOND_MS = 1000
const MINUTE_MS = 60 * SECOND_MS
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/** Sessions refresh themselves once older than this. */
export const SESSION_AUTO_REFRESH_MS = HOUR_MS
/** Minimum pause between two WebSocket reconnect attempts. */
export const SOCKET_RECONNECT_THROTTLE_MS = 2500
/** WebSocket authentication: this many tries … */
export const SOCKET_AUTH_MAX_ATTEMPTS = 10
/** … this far apart, then give up and log the failure. */
export const SOCKET_AUTH_RETRY_DELAY_MS = 250
/** A file download link never lives longer than this. */
export const FILE_DOWNLOAD_LINK_MAX_MS = 7 * DAY_MS
/** Out-of-office autoreply: at most one message per this interval (per sender and recipient). */
export const OUT_OF_OFFICE_AUTOREPLY_INTERVAL_MS = HOUR_MS

// ── Limits ──────────────────────────────────────────────────────────────────────────────────────
/** Default number of conflicting events the availability lookup considers. */
export const AVAILABILITY_CONFLICT_LIMIT_DEFAULT = 500
/** A webhook secret must be longer than this many characters. */
export const WEBHOOK_SECRET_MIN_EXCLUSIVE = 15
/** An uploaded file's largest size in bytes: the public SDK's limit (@tellescope/validation MAX_FILE_SIZE) */
export const FILE_MAX_BYTES = 1_000_000_000
/** What the server answers, and the browsers show before sending, for a larger file */
export const FILE_TOO_LARGE = 'File size must not exceed 1 GB'

/** Lengths in characters (spec 1 §5 and §9); `listItems` is a count of elements. */
export const LIMITS = {
  /** default string maximum */
  string: 1000,
  /** the other string maxima a field may choose */
  stringVariants: [100, 250, 1000, 5000, 25000, 100000],
  listItems: 1000,
  customFieldValue: 512,
  customFieldKey: 256,
  customFieldObject: 4096,
  sms: 1200,
  journeyStateName: 75,
  email: 250,
  phone: 25,
  phoneMinDigits: 10,
  name: 100,
  passwordMin: 8,
  passwordMax: 100,
  formResponse: 1000,
  formResponseLong: 10000,
  confirmationInput: 250,
} as const

/** Numbers accepted by the plain number rule lie within ±NUMBER_BOUND (ms up to the year 2286). */
export const NUMBER_BOUND = 1e13
/** Upper bound of the smaller non-negative number rule. */
export const SMALL_NUMBER_BOUND = 1e9

/** Counters the server maintains; each starts at this value when its record is created. */
export const COUNTER_FIELDS = ['numFields', 'numComments', 'numLikes', 'numRecords'] as const
export const COUNTER_INITIAL_VALUE = 0

// ── Value sets ──────────────────────────────────────────────────────────────────────────────────
export const ENDUSER_GENDERS = ['Female', 'Male', 'Other', 'Unknown'] as const
/** Keys an enduser's custom `fields` may not use: they are built-in enduser fields. */
export const ENDUSER_BUILTIN_FIELD_KEYS = ['_id', 'email', 'phone', 'fname', 'lname', 'journeys', 'tags', 'preference'] as const
export const ENDUSER_PREFERENCES = ['email', 'sms', 'call', 'chat'] as const
export const JOURNEY_STATE_PRIORITIES = ['Disengaged', 'N/A', 'Engaged'] as const
export const DEFAULT_JOURNEY_STATE = 'New'
export const JOURNEY_RUN_STATUSES = ['active', 'finished', 'cancelled', 'error'] as const
export const DELAY_UNITS = ['Days', 'Hours', 'Minutes', 'Seconds'] as const
export const ANALYTICS_INTERVALS = ['Daily', 'Weekly', 'Monthly'] as const
export const CONTENT_TYPES = ['Article', 'PDF', 'Video'] as const
/** managed_content_records.assignmentType; 'Individual' is also seen as a visibility option. */
export const CONTENT_VISIBILITY = ['All', 'By Tags', 'Manual', 'Individual'] as const
/** Meeting status: 'scheduled' is the initial, server-managed value. */
export const MEETING_STATUSES = ['scheduled', 'live', 'ended'] as const
export const OBSERVATION_STATUSES = [
  'entered-in-error',
  'amended',
  'cancelled',
  'corrected',
  'final',
  'preliminary',
  'registered',
  'unknown',
] as const
/** What POST /begin-enduser-login-flow answers in `result`. */
export const ENDUSER_LOGIN_FLOW_RESULTS = ['continue-with-password', 'sent-email', 'sent-sms'] as const
export const FIELD_REQUIREMENTS = ['optional', 'required', 'hidden'] as const
/** Webhook delivery `type` per write. */
export const WEBHOOK_DELIVERY_TYPES = ['create', 'update', 'delete'] as const

// ── Embeddings ──────────────────────────────────────────────────────────────────────────────────
export const EMBEDDING_MODEL = 'text-embedding-ada-002'
export const EMBEDDING_TOKEN_LIMIT = 8191
