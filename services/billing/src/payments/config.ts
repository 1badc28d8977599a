// Which card processor a deployment uses (services/billing/README.md "Configuration"):
// Stripe when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set; otherwise the offline test
// processor outside production (NODE_ENV !== 'production', or BILLING_TEST_PROCESSOR=on);
// otherwise none — the card calls answer 503, never a fake success.

export type ProcessorConfig =
  | { mode: 'stripe'; secretKey: string; publishableKey: string; webhookSecret?: string; apiUrl?: string }
  | { mode: 'test' }
  | { mode: 'off' }

export function processorConfig(env: NodeJS.ProcessEnv): ProcessorConfig {
  const secretKey = env.STRIPE_SECRET_KEY?.trim()
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim()
  if (secretKey && publishableKey) {
    const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim()
    // another address for Stripe's API (Stripe's own stripe-mock, a proxy); Stripe's by default
    const apiUrl = env.STRIPE_API_URL?.trim()
    return { mode: 'stripe', secretKey, publishableKey, ...(webhookSecret ? { webhookSecret } : {}), ...(apiUrl ? { apiUrl } : {}) }
  }
  const testAllowed = env.BILLING_TEST_PROCESSOR === 'on' || (env.NODE_ENV !== 'production' && env.BILLING_TEST_PROCESSOR !== 'off')
  return testAllowed ? { mode: 'test' } : { mode: 'off' }
}
