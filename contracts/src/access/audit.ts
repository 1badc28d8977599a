// Which collections the audit trail covers: patient data, i.e. the endusers themselves and every
// collection whose records belong to an enduser — but not the trail itself.
import type { Collection } from '../collections/define.ts'
import { enduserFieldOf } from './visibility.ts'

export const AUDIT_COLLECTION = 'user_logs'

export const holdsPatientData = (c: Pick<Collection, 'name' | 'fields' | 'enduserField'>): boolean =>
  c.name !== AUDIT_COLLECTION && enduserFieldOf(c) !== undefined

/** The enduser a record of `c` belongs to, if any. */
export function enduserOf(c: Pick<Collection, 'name' | 'fields' | 'enduserField'>, record: Record<string, unknown>): string | undefined {
  const field = enduserFieldOf(c)
  const value = field ? record[field] : undefined
  return typeof value === 'string' && value ? value : undefined
}
