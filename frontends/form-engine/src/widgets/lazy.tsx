// Widgets with heavy parts (an autocomplete, a slider, drag and drop, the PDF viewer, the card
// form) are loaded when a form first shows such a field: most forms are text, choices and dates,
// and the engine's first download stays small (README "Bundle cost").
import { lazy } from 'react'

export const DropdownWidget = lazy(() => import('./dropdown-input.tsx').then((m) => ({ default: m.DropdownWidget })))
export const DatabaseSelectWidget = lazy(() => import('./database-select.tsx').then((m) => ({ default: m.DatabaseSelectWidget })))
export const MedicationsWidget = lazy(() => import('./medications-input.tsx').then((m) => ({ default: m.MedicationsWidget })))
export const RankingWidget = lazy(() => import('./ranking-input.tsx').then((m) => ({ default: m.RankingWidget })))
export const RatingWidget = lazy(() => import('./rating-input.tsx').then((m) => ({ default: m.RatingWidget })))
export const SignatureWidget = lazy(() => import('./signature-input.tsx').then((m) => ({ default: m.SignatureWidget })))
export const TableInputWidget = lazy(() => import('./table-input.tsx').then((m) => ({ default: m.TableInputWidget })))
export const CardWidget = lazy(() => import('./card-input.tsx').then((m) => ({ default: m.CardWidget })))
