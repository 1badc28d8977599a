// Money on these screens (spec 1 §9, spec 3 §9): staff type dollars ('25', '25.5', '$1,025.00'),
// the records keep integer cents; USD is shown as dollars.
import { dollarsFromCents } from '@care/sdk/helpers'

/** '25.50' → 2550; undefined when it is not an amount of dollars with at most two decimals */
export function centsFromDollars(typed: string): number | undefined {
  const clean = typed.trim().replace(/^\$/, '').replace(/,/g, '')
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return undefined
  const [whole, fraction = ''] = clean.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** 2550 → '25.50' (a dollars input's value) */
export const dollarsInput = (cents: number | undefined) => (cents === undefined ? '' : (cents / 100).toFixed(2))

/** a cost as shown: '$25.00' (another currency shows its code and cents as stored) */
export function formatCost(cost?: { amount: number; currency: string }) {
  if (!cost) return ''
  try {
    return dollarsFromCents(cost.amount, cost.currency)
  } catch {
    return `${cost.amount} ${cost.currency}`
  }
}
