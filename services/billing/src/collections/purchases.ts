// Purchases' rules beyond the contract: refundedAmount is cents of the purchase's cost, never above
// it, and never lowered (a refund issued stays issued). Raising it is the refund ('Refund Issued':
// the purchases' updated event whose changes name refundedAmount; README "Events").
import { BillingMessages } from '@care/contracts/collections/products'
import { badRequest } from '@care/contracts/errors'
import type { CollectionHooks } from '@care/kit/collections/types'

const amountOf = (cost: unknown): number | undefined => {
  const amount = (cost as { amount?: unknown } | undefined)?.amount
  return typeof amount === 'number' ? amount : undefined
}
const refused = (message: string) => badRequest(message, [{ field: 'refundedAmount', message }])

function checkRefund(refunded: unknown, cost: unknown, before?: unknown) {
  if (typeof refunded !== 'number') return
  const amount = amountOf(cost)
  if (amount !== undefined && refunded > amount) throw refused(BillingMessages.refundTooLarge)
  if (typeof before === 'number' && refunded < before) throw refused(BillingMessages.refundDecrease)
}

export const purchaseHooks: CollectionHooks = {
  beforeCreate(record) {
    checkRefund(record.refundedAmount, record.cost)
  },
  beforeUpdate(existing, updates) {
    if ('refundedAmount' in updates || 'cost' in updates) {
      checkRefund(updates.refundedAmount ?? existing.refundedAmount, updates.cost ?? existing.cost, 'refundedAmount' in updates ? existing.refundedAmount : undefined)
    }
  },
}

/** Whether a purchases event is a refund ('Refund Issued'): an update that raised refundedAmount. */
export const isRefundIssued = (event: { op: string; changes?: { changes: Record<string, unknown> }[] }) =>
  event.op === 'updated' && Boolean(event.changes?.some((c) => 'refundedAmount' in c.changes))
