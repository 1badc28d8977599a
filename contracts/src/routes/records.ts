// Records' named calls (spec 1 §7 "Tickets"), in the public SDK's shapes (@tellescope/schema's
// tickets.customActions): reordering tickets, the tickets report, closing a ticket; and the journey
// calls (journeys.ts: adding and removing patients, deleting states, statistics). The generic
// collection calls of tickets, notes, tasks, care plans, observations and medications come from
// generic.ts.
import { z } from 'zod'
import { FILE_MAX_BYTES, FILE_TOO_LARGE } from '../constants.ts'
import { ErrorMessages } from '../errors.ts'
import { tickets } from '../collections/tickets.ts'
import { files } from '../collections/files.ts'
import { idValidator, instantValidator, listValidator, maxLengthString, mimeTypeValidator, numberValidator } from '../values/index.ts'
import { routesOf } from './define.ts'
import type { BusRouteDef, RouteDef } from './types.ts'
import { journeyRoutes } from './journeys.ts'

const { call, bus } = routesOf('records')

const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()).optional()
/** A query-string value may arrive as JSON text (GET) or as the value itself (POST). */
const fromJsonText = (v: unknown) => {
  if (typeof v !== 'string') return v
  try {
    return JSON.parse(v)
  } catch {
    return v
  }
}

export const dateRange = z.preprocess(fromJsonText, z.object({ from: instantValidator.optional(), to: instantValidator.optional() }))

export const ticketsReportInput = z.object({
  userId: idValidator.optional(),
  title: maxLengthString(25000).optional(),
  titles: z.preprocess(fromJsonText, listValidator(maxLengthString(25000))).optional(),
  range: dateRange.optional(),
  /** which instant `range` applies to: createdAt (default), updatedAt, closedAt or dueDateInMS */
  rangeField: z.enum(['createdAt', 'updatedAt', 'closedAt', 'dueDateInMS']).optional(),
  groupByOwnerAndTitle: flag,
}).loose()

const openRow = z.object({ count: z.number(), unassignedCount: z.number(), overdueCount: z.number() })
const closedRow = openRow.extend({ averageTimeToCloseInMS: z.number() })

/** The SDK's TicketsReport: 'default' groups by title, 'by-user' by owner (with close reasons). */
export const ticketsReport = z.union([
  z.object({
    type: z.literal('default'),
    data: z.object({ open: z.array(openRow.extend({ title: z.string() })), closed: z.array(closedRow.extend({ title: z.string() })) }),
  }),
  z.object({
    type: z.literal('by-user'),
    data: z.object({
      open: z.array(openRow.extend({ userId: z.string() })),
      closed: z.array(closedRow.extend({ userId: z.string() })),
      closedForReason: z.array(z.object({ userId: z.string(), reason: z.string(), count: z.number(), averageTimeToCloseInMS: z.number() })),
    }),
  }),
])

export const UPDATE_INDEXES_MAX = 1000
export const updateIndexesInput = z.object({
  updates: listValidator(z.object({ id: idValidator, index: numberValidator })).max(UPDATE_INDEXES_MAX),
}).loose()

export const closeTicketInput = z.object({ ticketId: idValidator, closedForReason: maxLengthString(1000).optional() }).loose()

export const recordsRoutes = [
  call({
    operation: 'tickets.update-indexes', method: 'PATCH', path: '/tickets/update-indexes', callers: ['user', 'apiKey'],
    input: updateIndexesInput, output: z.object({}).loose(),
    summary: "Reorder tickets: sets each ticket's index (the board's order); every ticket must be one the caller may update",
  }),
  call({
    operation: 'tickets.report', method: 'GET', path: '/tickets/report', callers: ['user', 'apiKey'],
    input: ticketsReportInput, output: z.object({ report: ticketsReport }),
    summary: 'Open and closed tickets the caller may read, counted by title (or by owner): unassigned, overdue, average time to close',
  }),
  call({
    operation: 'tickets.report-by-post', method: 'POST', path: '/tickets/report', callers: ['user', 'apiKey'],
    input: ticketsReportInput, output: z.object({ report: ticketsReport }),
    summary: 'The tickets report with its query in the body (the public SDK posts it)',
  }),
  call({
    operation: 'tickets.close', method: 'POST', path: '/tickets/close', callers: ['user', 'apiKey'],
    input: closeTicketInput, output: z.object({ updated: tickets.record }),
    summary: 'Close a ticket now, with an optional reason (closedBy is the caller)',
  }),
  ...journeyRoutes,
] as const


// ── Medication lookup (spec 3 §7), answered by records from RxNav ───────────────────────────────
export const DRUG_LOOKUP_UNAVAILABLE = 'Drug lookup is unavailable'

const drug = z.object({ rxcui: z.string(), name: z.string(), synonym: z.string().optional(), tty: z.string().optional() })
const lookupTerm = maxLengthString(250).refine((s) => s.trim().length > 0, { message: 'A search term is required' })

export const drugLookupRoutes = [
  call({
    operation: 'drug-lookup.drugs', method: 'GET', path: '/drug-lookup/drugs', callers: ['user', 'enduser', 'apiKey', 'publicForm'],
    input: z.object({ name: lookupTerm }).loose(), output: z.object({ drugs: z.array(drug) }),
    summary: `Drugs whose names match a term (RxNav drugs.json); 503 '${DRUG_LOOKUP_UNAVAILABLE}' when RxNav cannot be reached`,
  }),
  call({
    operation: 'drug-lookup.rxcui', method: 'GET', path: '/drug-lookup/rxcui', callers: ['user', 'enduser', 'apiKey', 'publicForm'],
    input: z.object({ name: lookupTerm }).loose(), output: z.object({ rxNormCode: z.string().optional() }),
    summary: "A drug name's RxNorm code (RxNav rxcui.json, all sources)",
  }),
  call({
    operation: 'drug-lookup.ndcs', method: 'GET', path: '/drug-lookup/ndcs', callers: ['user', 'enduser', 'apiKey', 'publicForm'],
    input: z.object({ rxcui: z.string().regex(/^\d{1,12}$/, { message: 'Invalid RxNorm code' }) }).loose(), output: z.object({ ndcs: z.array(z.string()) }),
    summary: "The NDCs of an RxNorm code's packages (RxNav ndcs.json)",
  }),
] as const

// ── Files (spec 1 §7 "Files") ───────────────────────────────────────────────────────────────────
export const FILE_UPLOAD_LINK_INVALID = 'This upload link is invalid or has expired'
export const FILE_DOWNLOAD_LINK_INVALID = 'This download link is invalid or has expired'
export const FILE_NOT_UPLOADED = 'This file has not been uploaded yet'
/** the generic create of files: a file record is made only with /prepare-file-upload (the SDK's text for an action a model does not offer) */
export const FILE_CREATED_BY_UPLOAD = ErrorMessages.actionNotAllowed
/** an upload link works once, for this long */
export const FILE_UPLOAD_LINK_SECONDS = 60 * 60

/**
 * Whether a file of `type` may be shown in the browser (a link's inline disposition): images but
 * not SVG, PDFs, plain text, audio and video — types that run no script. Anything else (HTML, SVG,
 * XML, unknown types) is served as an attachment, so an upload never runs script on the origin
 * that serves it.
 */
export function fileShownInline(type: string): boolean {
  const t = type.split(';')[0]!.trim().toLowerCase()
  if (t.includes('xml') || t.includes('html')) return false
  return t.startsWith('image/') || t.startsWith('audio/') || t.startsWith('video/') || t === 'application/pdf' || t === 'text/plain'
}

export const prepareFileUploadInput = z.object({
  name: maxLengthString(250).refine((s) => s.trim().length > 0, { message: 'name is required' }),
  size: z.coerce.number({ error: 'size must be a number' }).int().min(0).max(FILE_MAX_BYTES, { message: FILE_TOO_LARGE }),
  type: mimeTypeValidator,
  enduserId: idValidator.optional(),
  publicRead: flag,
  publicName: maxLengthString(250).optional(),
  source: maxLengthString(250).optional(),
  externalId: maxLengthString(250).optional(),
  isCalledOut: flag,
  /** staff sharing a file with the care team only: never shown to its patient (spec 1 §7 "Files") */
  hiddenFromEnduser: flag,
}).loose()

export const filesRoutes = [
  call({
    operation: 'files.prepare-upload', method: 'POST', path: '/prepare-file-upload', callers: ['user', 'enduser', 'apiKey', 'publicForm'],
    input: prepareFileUploadInput, output: z.object({ presignedUpload: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }), file: files.record }),
    summary: 'Create a file record and answer where to send its bytes: a multipart POST of `fields` then the file as `file` to `presignedUpload.url`, once, within an hour',
  }),
  call({
    operation: 'files.download-url', method: 'GET', path: '/file-download-URL', callers: ['user', 'enduser', 'apiKey', 'publicForm'],
    input: z.object({ secureName: maxLengthString(250), preferInBrowser: flag }).loose(), output: z.object({ downloadURL: z.string(), name: z.string() }),
    summary: 'A link to a file the caller may read, valid for at most 7 days',
  }),
  call({
    operation: 'files.confirm-upload', method: 'POST', path: '/files/confirm-upload', callers: ['user', 'enduser', 'apiKey', 'publicForm'],
    input: z.object({ id: idValidator }).loose(), output: z.object({}).loose(),
    summary: "Mark a file's upload complete once its bytes are stored (direct-to-bucket uploads; local uploads are confirmed by the gateway)",
  }),
] as const

const uploadGrant = z.object({ fileId: z.string(), businessId: z.string(), secureName: z.string(), type: z.string(), maxBytes: z.number() })
export const filesBusRoutes = [
  bus({
    operation: 'files.authorize-upload', input: z.object({ token: z.string() }), output: uploadGrant,
    summary: "The gateway asks before it stores an upload's bytes: what the single-use link allows",
  }),
  bus({
    operation: 'files.uploaded', input: z.object({ token: z.string(), bytes: z.number() }), output: z.object({ file: files.record }),
    summary: 'The gateway stored the bytes: the link is used up and the file confirmed',
  }),
  bus({
    operation: 'files.authorize-download', input: z.object({ token: z.string() }), output: z.object({ secureName: z.string(), name: z.string(), type: z.string() }),
    summary: 'The gateway asks before it serves a download link',
  }),
] as const

// ── Analytics (spec 1 §7 "Other": GET /result-for-analytics-query; the SDK's analytics_frames
// get_result_for_query): counts of what the caller may read, by interval over a date field ──
/** the query resources answered today, and the collection each counts (endusers are counted by identity) */
export const ANALYTICS_RESOURCES = { Endusers: 'endusers', Tickets: 'tickets', Medications: 'enduser_medications', Files: 'files' } as const
export const ANALYTICS_INTERVALS = ['Hourly', 'Daily', 'Weekly', 'Monthly'] as const
/** the query's range keys and the date field each buckets by */
export const ANALYTICS_RANGE_KEYS = { 'Created At': 'createdAt', 'Updated At': 'updatedAt', 'Closed At': 'closedAt' } as const
const optionalInstant = z.union([instantValidator, z.literal('')]).optional()
const analyticsRange = z.preprocess(fromJsonText, z.object({ from: optionalInstant, to: optionalInstant }).loose())
const json = z.record(z.string(), z.unknown())
export const analyticsQueryInput = z.object({
  query: z.preprocess(fromJsonText, z.object({
    resource: maxLengthString(100),
    info: z.object({ method: maxLengthString(100) }).loose(),
    filter: json.optional(),
    grouping: json.optional(),
    range: z.object({ interval: z.enum(ANALYTICS_INTERVALS), key: z.enum(Object.keys(ANALYTICS_RANGE_KEYS) as [keyof typeof ANALYTICS_RANGE_KEYS]) }).optional(),
  }).loose()),
  createdRange: analyticsRange.optional(),
  updatedRange: analyticsRange.optional(),
  groupByCareTeam: flag,
}).loose()
const analyticsResult = z.object({
  count: z.number().optional(),
  percentage: z.string().optional(),
  values: z.array(z.object({ timestamp: z.string(), value: z.number() })).optional(),
})

export const analyticsRoutes = [
  call({
    operation: 'analytics.result-for-query', method: 'GET', path: '/result-for-analytics-query', callers: ['user', 'apiKey'],
    input: analyticsQueryInput, output: analyticsResult,
    summary: 'How many records of a resource (Endusers, Tickets, Medications, Files) the caller may read, within created/updated ranges, optionally by Hourly/Daily/Weekly/Monthly interval over a date',
  }),
] as const

export const recordsCalls: RouteDef[] = [...recordsRoutes, ...drugLookupRoutes, ...filesRoutes, ...analyticsRoutes]
// ── The audit trail's hand-off (services/kit/src/audit/write-trail.ts): after a request's write
// transactions commit, the service that wrote hands their events (slimmed to what user_logs needs)
// to records before it answers, so the entries are readable at once; records' audit-trail
// reaction remains the durable path, and an event is logged once whichever comes first ──
export const auditedWrite = z.object({
  id: z.string(),
  subject: z.string(),
  collection: z.string(),
  op: z.enum(['created', 'updated', 'deleted']),
  businessId: z.string(),
  records: z.array(z.record(z.string(), z.unknown())),
  changes: z.array(z.object({ id: z.string(), changes: z.record(z.string(), z.unknown()) })).optional(),
  actor: z.object({ type: z.string(), id: z.string(), name: z.string().optional(), ip: z.string().optional() }),
  occurredAt: z.string(),
})
export const auditBusRoutes = [
  bus({
    operation: 'user-logs.record', input: z.object({ events: z.array(auditedWrite) }), output: z.object({ applied: z.number() }),
    summary: "A service's committed writes of one request, for user_logs before it answers",
  }),
] as const

export const recordsBusRoutes: BusRouteDef[] = [...filesBusRoutes, ...auditBusRoutes]
