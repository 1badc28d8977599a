// Enduser (patient) sign-in, registration, passwords and session calls (spec 1 §7 "Enduser session
// and management", spec 2 §7), served by identity.
import type { RouteDef } from './types.ts'

export const enduserAuthCalls: RouteDef[] = []
