// Billing's collections, listed once: the kit builds a repository for each and serves their generic
// calls; purchases carry their refund rules.
import { products } from '@care/contracts/collections/products'
import { purchaseCredits } from '@care/contracts/collections/purchase-credits'
import { purchases } from '@care/contracts/collections/purchases'
import { superbillProviders } from '@care/contracts/collections/superbill-providers'
import { superbills } from '@care/contracts/collections/superbills'
import { purchaseHooks } from './collections/purchases.ts'

export const billingCollections = [
  products,
  [purchases, purchaseHooks],
  purchaseCredits,
  superbillProviders,
  superbills,
] as const
