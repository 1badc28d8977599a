// What either processor is asked to prepare, and what it answers (the public SDK's stripe details).
export interface PaymentIntent {
  businessId: string
  enduserId: string
  /** 'checkout': take `amount` now and record the products; 'setup': save a card */
  kind: 'checkout' | 'setup'
  productIds: string[]
  /** the patient's credits this checkout uses (marked used when the purchases are recorded) */
  creditIds: string[]
  /** cents to charge, after credits */
  amount: number
  currency: string
  source?: string
}

export interface PreparedIntent {
  customerId: string
  clientSecret: string
  publishableKey: string
  stripeAccount: string
}
