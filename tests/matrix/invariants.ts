// What some principals must never reach, stated without the visibility rule. The matrix derives
// its expected answers from contracts' mayAct/mayRead, so a regression in that rule moves the
// expectation with it and the matrix still agrees (seen: with issue #18 items 3 and 7 reverted in
// visibility.ts it reported 0 leaks). These few facts about the principals themselves keep those
// items fixed whatever the rule says: any success or live event against them is a leak.
import type { MatrixPrincipal } from '../support/principals.ts'
import type { Rec } from './records.ts'
import type { MatrixAction } from './expected.ts'

export interface Invariants {
  /** the sub-organization staffSubOrg was invited into */
  subOrganizationId: string
}

/** Why `principal` must never reach `record` of `collection` by `action` (or hear it live), or undefined. */
export function neverReaches(inv: Invariants, principal: MatrixPrincipal, collection: string, record: Rec, action: MatrixAction | 'live'): string | undefined {
  // issue #18 item 3: invited into a sub-organization (stored as that organization's path or alone), they see nothing outside it
  if (principal === 'staffSubOrg' && action !== 'create') {
    const organizations = Array.isArray(record.organizationIds) ? (record.organizationIds as unknown[]) : []
    if (!organizations.includes(inv.subOrganizationId)) return 'staffSubOrg reaches only records of its sub-organization (issue #18 item 3)'
  }
  // issue #18 item 7: a role with no access to forms reaches no form field, whatever form_fields grants
  if (principal === 'staffMixed' && collection === 'form_fields') return 'staffMixed has no access to forms, so none to their fields (issue #18 item 7)'
  return undefined
}
