// What makes two automation steps of one journey the same (spec 1 §5 "duplicate event/action/
// conditions combination"): their events, action and conditions (enduserConditions included),
// compared as canonical JSON — keys sorted, absent conditions the same as none.
const canonical = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(canonical)
  if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().filter((k) => (v as Record<string, unknown>)[k] !== undefined).map((k) => [k, canonical((v as Record<string, unknown>)[k])]))
  return v
}

export function stepSignature(step: { events?: unknown; action?: unknown; conditions?: unknown; enduserConditions?: unknown }): string {
  const conditions = Array.isArray(step.conditions) ? step.conditions : []
  const enduserConditions = step.enduserConditions && typeof step.enduserConditions === 'object' ? step.enduserConditions : {}
  return JSON.stringify(canonical({ events: step.events ?? [], action: step.action ?? null, conditions, enduserConditions }))
}
