// A checkout's arithmetic and its outcome, shared by both processors: the products named (each of
// the caller's business, within its maxCheckoutCount for the patient), their total in cents, the
// patient's unused credits applied oldest first (the amount charged is lowered, never below 0), and
// — once paid — one purchase per product with the credits marked used, in one transaction. A credit
// worth more than what it covered leaves a new credit of the rest (same title), so nothing is lost.
import { BillingMessages, type Cost } from '@care/contracts/collections/products'
import { badRequest } from '@care/contracts/errors'
import type { BillingDeps } from '../deps.ts'
import { dollars } from '../superbills/lines.ts'
import type { Tx } from './tx.ts'

const SYSTEM = { type: 'system', id: 'billing' }
const productsField = (message: string) => badRequest(message, [{ field: 'productIds', message }])

export interface CheckoutPlan {
  products: { id: string; title: string; cost: Cost }[]
  total: number
  amount: number
  currency: string
  creditIds: string[]
}

export async function planCheckout(d: BillingDeps, businessId: string, enduserId: string, productIds: string[]): Promise<CheckoutPlan> {
  if (!productIds.length) throw productsField(BillingMessages.productsRequired)
  const repo = d.repos.products.systemRepo(businessId)
  const found = new Map<string, { id: string; title: string; cost: Cost; maxCheckoutCount: number | null }>()
  for (const row of await repo.findRows({ id: { in: [...new Set(productIds)] } }, { fields: ['id', 'title', 'cost', 'maxCheckoutCount'] })) {
    found.set(row.id, { id: row.id, title: row.title, cost: row.cost as Cost, maxCheckoutCount: row.maxCheckoutCount })
  }
  const products = productIds.map((id) => found.get(id) ?? (() => { throw productsField(BillingMessages.productNotFound) })())
  const purchases = d.repos.purchases.systemRepo(businessId)
  for (const p of found.values()) {
    if (!p.maxCheckoutCount) continue
    const bought = await purchases.count({ enduserId, OR: [{ productId: p.id }, { productIds: { has: p.id } }] })
    const wanted = productIds.filter((id) => id === p.id).length
    if (bought + wanted > p.maxCheckoutCount) throw productsField(BillingMessages.maxCheckoutCount(p.title, p.maxCheckoutCount))
  }
  const currency = products[0]!.cost.currency
  const total = products.reduce((sum, p) => sum + p.cost.amount, 0)
  let remaining = total
  const creditIds: string[] = []
  const credits = await d.repos.purchaseCredits.systemRepo(businessId).findRows({ enduserId, usedAt: null }, { orderBy: { createdAt: 'asc' }, fields: ['id', 'value'] })
  for (const credit of credits) {
    if (remaining <= 0) break
    const value = credit.value as { info?: Cost }
    if (!value.info || value.info.currency !== currency || value.info.amount <= 0) continue
    creditIds.push(credit.id)
    remaining -= value.info.amount
  }
  return { products: products.map(({ id, title, cost }) => ({ id, title, cost })), total, amount: Math.max(0, remaining), currency, creditIds }
}

export interface PaidCheckout {
  businessId: string
  enduserId: string
  productIds: string[]
  creditIds: string[]
  processor: 'Stripe' | 'Test'
  externalId: string
  source?: string
}

/** Records a paid checkout: one purchase per product ('Purchase Made': purchases' created event), its credits used. */
export async function recordPaidCheckout(d: BillingDeps, paid: PaidCheckout, tx: Tx) {
  const products = d.repos.products.systemRepo(paid.businessId)
  const purchases = d.repos.purchases.systemRepo(paid.businessId, SYSTEM)
  const credits = d.repos.purchaseCredits.systemRepo(paid.businessId, SYSTEM)
  const processedAt = new Date(d.now()).toISOString()
  const recorded = []
  for (const productId of paid.productIds) {
    const product = await products.findRow({ id: productId }, { tx, fields: ['id', 'title', 'cost', 'cptCode'] })
    if (!product) continue
    recorded.push(await purchases.create({
      enduserId: paid.enduserId, title: product.title, cost: product.cost, processor: paid.processor, productId: product.id, productIds: [product.id],
      processedAt, source: paid.source ?? 'Checkout', externalId: paid.externalId, ...(product.cptCode ? { cptCode: product.cptCode } : {}),
    }, { tx }))
  }
  let uncovered = recorded.reduce((sum, p) => sum + ((p.cost as Cost | undefined)?.amount ?? 0), 0)
  for (const id of paid.creditIds) {
    const credit = await credits.findRow({ id, enduserId: paid.enduserId }, { tx, fields: ['id', 'usedAt', 'title', 'value'] })
    if (!credit || credit.usedAt) continue
    await credits.update(id, { usedAt: processedAt }, { tx })
    const info = (credit.value as { info?: Cost } | null)?.info
    if (!info) continue
    const left = info.amount - Math.min(info.amount, Math.max(0, uncovered))
    uncovered -= info.amount
    if (left > 0) {
      await credits.create({
        enduserId: paid.enduserId, title: credit.title, value: { type: 'Credit', info: { amount: left, currency: info.currency } },
        description: `What was left of a credit of ${dollars(info.amount)} after a checkout`,
      }, { tx })
    }
  }
  return recorded
}
