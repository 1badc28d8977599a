// Records' named calls (spec 1 §7 "Tickets"), in the public SDK's shapes (@tellescope/schema's
// tickets.customActions): reordering tickets, the tickets report, closing a ticket. The generic
// collection calls of tickets, notes, tasks, care plans, observations and medications come from
// generic.ts.
import { z } from 'zod'
import { tickets } from '../collections/tickets.ts'
import { idValidator, instantValidator, listValidator, maxLengthString, numberValidator } from '../values/index.ts'
import { routesOf } from './define.ts'
import type { RouteDef } from './types.ts'

const { call } = routesOf('records')

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
] as const


// ── Medication lookup (spec 3 §7), answered by records from RxNav ───────────────────────────────
export const DRUG_LOOKUP_UNAVAILABLE = 'Drug lookup is unavailable'

const drug = z.object({ rxcui: z.string(), name: z.string(), synonym: z.string().optional(), tty: z.string().optional() })
const lookupTerm = maxLengthString(250).refine((s) => s.trim().length > 0, { message: 'A search term is required' })

export const drugLookupRoutes = [
  call({
    operation: 'drug-lookup.drugs', method: 'GET', path: '/drug-lookup/drugs', callers: ['user', 'enduser', 'apiKey'],
    input: z.object({ name: lookupTerm }).loose(), output: z.object({ drugs: z.array(drug) }),
    summary: `Drugs whose names match a term (RxNav drugs.json); 503 '${DRUG_LOOKUP_UNAVAILABLE}' when RxNav cannot be reached`,
  }),
  call({
    operation: 'drug-lookup.rxcui', method: 'GET', path: '/drug-lookup/rxcui', callers: ['user', 'enduser', 'apiKey'],
    input: z.object({ name: lookupTerm }).loose(), output: z.object({ rxNormCode: z.string().optional() }),
    summary: "A drug name's RxNorm code (RxNav rxcui.json, all sources)",
  }),
  call({
    operation: 'drug-lookup.ndcs', method: 'GET', path: '/drug-lookup/ndcs', callers: ['user', 'enduser', 'apiKey'],
    input: z.object({ rxcui: z.string().regex(/^\d{1,12}$/, { message: 'Invalid RxNorm code' }) }).loose(), output: z.object({ ndcs: z.array(z.string()) }),
    summary: "The NDCs of an RxNorm code's packages (RxNav ndcs.json)",
  }),
] as const

export const recordsCalls: RouteDef[] = [...recordsRoutes, ...drugLookupRoutes]
