// Enduser (patient) sign-in, registration, passwords and session calls: operation name → handler.
import type { Operation } from '@care/kit/runtime/operation'
import type { SessionDeps } from '../sessions.ts'

export function enduserAuthOperations(_d: SessionDeps): Record<string, Operation> {
  return {}
}
