// Money (spec 2 §9, spec 3 §9): amounts are integer cents; they are shown as dollars, USD only.
import { CURRENCY } from '@care/contracts/constants'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY })

/** 1250 → '$12.50'. Other currencies are refused rather than shown with a wrong symbol. */
export function dollarsFromCents(cents: number, currency: string = CURRENCY): string {
  if (currency.toUpperCase() !== CURRENCY) throw new RangeError(`Only ${CURRENCY} amounts can be shown in dollars`)
  if (!Number.isFinite(cents)) throw new RangeError('The amount must be a number of cents')
  return usd.format(cents / 100)
}
