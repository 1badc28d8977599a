// The form engine's pure part (spec 3 §3-5): field and answer types, per-field validation, the flow,
// answers in words.
export * from './types.ts'
export * from './validation.ts'
export * from './flow.ts'
export * from './answer-text.ts'
