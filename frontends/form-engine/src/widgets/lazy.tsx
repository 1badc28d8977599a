// Widgets with heavy parts (an autocomplete, a slider, drag and drop, the PDF viewer, the card
// form) are loaded when a form first shows such a field — or earlier: <FormFlow> preloads those
// its fields need as soon as it mounts, so a patient who loses the connection mid-form can still
// go on. Most forms are text, choices and dates, and the engine's first download stays small
// (README "Bundle cost").
import type { FormFieldType } from '@care/contracts/forms/index'
import { cached, onDemand } from './on-demand.tsx'

const modules = {
  dropdown: cached(() => import('./dropdown-input.tsx')),
  database: cached(() => import('./database-select.tsx')),
  medications: cached(() => import('./medications-input.tsx')),
  ranking: cached(() => import('./ranking-input.tsx')),
  rating: cached(() => import('./rating-input.tsx')),
  signature: cached(() => import('./signature-input.tsx')),
  pdf: cached(() => import('./pdf-viewer.tsx')),
  table: cached(() => import('./table-input.tsx')),
  card: cached(() => import('./card-input.tsx')),
}

export const DropdownWidget = onDemand(modules.dropdown, (m) => m.DropdownWidget)
export const DatabaseSelectWidget = onDemand(modules.database, (m) => m.DatabaseSelectWidget)
export const MedicationsWidget = onDemand(modules.medications, (m) => m.MedicationsWidget)
export const RankingWidget = onDemand(modules.ranking, (m) => m.RankingWidget)
export const RatingWidget = onDemand(modules.rating, (m) => m.RatingWidget)
export const SignatureWidget = onDemand(modules.signature, (m) => m.SignatureWidget)
export const PdfViewer = onDemand(modules.pdf, (m) => m.default)
export const TableInputWidget = onDemand(modules.table, (m) => m.TableInputWidget)
export const CardWidget = onDemand(modules.card, (m) => m.CardWidget)

const forType: Partial<Record<FormFieldType, (keyof typeof modules)[]>> = {
  Dropdown: ['dropdown'],
  'Database Select': ['database'],
  Medications: ['medications'],
  ranking: ['ranking'],
  rating: ['rating'],
  signature: ['signature', 'pdf'],
  'Table Input': ['table'],
  Stripe: ['card'],
}

/** Starts loading the widgets these field types need (failures are retried when shown). */
export function preloadWidgets(types: Iterable<FormFieldType>) {
  for (const type of new Set(types)) for (const key of forType[type] ?? []) modules[key]().catch(() => undefined)
}
