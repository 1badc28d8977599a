// Billing's hot paths (issue #22): preparing a checkout of three products for a patient with a credit
// (POST /products/prepare-stripe-checkout against the test processor: products read, maxCheckoutCount
// counted, credits applied, the pending payment stored), and a superbill's PDF (GET
// /superbills/:id/pdf, 12 line items, drawn with pdf-lib). Printed, never asserted: figures vary with load.
// Part of `npm run bench` (run.ts); alone: `node --import tsx tests/bench/billing.ts` with DATABASE_URL.
import { fileURLToPath } from 'node:url'
import { registerStaff, startTestPlatform } from '../support/platform.ts'
import { closedLoop, httpCall, printTable, type Figures } from './measure.ts'

const usd = (amount: number) => ({ amount, currency: 'USD' })

export async function benchBilling(url: string, authToken: string, seconds = 6): Promise<Figures[]> {
  const headers = { authorization: `Bearer ${authToken}`, 'content-type': 'application/json' }
  const call = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown, h: Record<string, string> = headers) => {
    const res = await fetch(`${url}/v1${path}`, { method, headers: h, ...(body ? { body: JSON.stringify(body) } : {}) })
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }
  const stamp = Date.now()
  const productIds: string[] = []
  for (let i = 0; i < 3; i++) productIds.push((await call<{ id: string }>('POST', '/product', { title: `Bench product ${stamp}-${i}`, cost: usd(2500 + i * 100), maxCheckoutCount: 1000000 })).id)
  const patient = await call<{ id: string }>('POST', '/enduser', { fname: 'Billing', lname: 'Bench' })
  await call('POST', '/purchase-credit', { enduserId: patient.id, title: 'Bench credit', value: { type: 'Credit', info: usd(1000) } })
  const { authToken: patientToken } = await call<{ authToken: string }>('GET', `/generate-enduser-auth-token?id=${patient.id}`)
  const patientHeaders = { authorization: `Bearer ${patientToken}`, 'content-type': 'application/json' }
  const body = JSON.stringify({ productIds })
  const prepare = await closedLoop('prepare-stripe-checkout, 3 products + a credit, test processor (1 at a time)', () => httpCall(`${url}/v1/products/prepare-stripe-checkout`, { method: 'POST', headers: patientHeaders, body }), { concurrency: 1, seconds: seconds / 2 })
  const prepare8 = await closedLoop('prepare-stripe-checkout, test processor (8 at a time)', () => httpCall(`${url}/v1/products/prepare-stripe-checkout`, { method: 'POST', headers: patientHeaders, body }), { concurrency: 8, seconds })

  const provider = {
    address: { lineOne: '1 Main St', city: 'Chicago', state: 'IL', zipCode: '60601' }, email: 'bench@example.com', phone: '+13125550100',
    officeName: 'Bench Clinic', taxId: '36-1234567', providerName: 'Dr. Bench', placeOfServiceCode: '11', providerLicense: 'IL-1', providerNPI: '1234567893',
  }
  const lineItems = Array.from({ length: 12 }, (_, i) => ({ billingCode: { code: String(99200 + i), label: `Service ${i}` }, quantity: 1 + (i % 3), cost: usd(5000 + i * 250) }))
  const bill = await call<{ id: string }>('POST', '/superbill', { enduserId: patient.id, appointmentDate: new Date().toISOString(), provider, patient: { name: 'Billing Bench', dateOfBirth: '1990-01-01', phone: '+15555550100' }, lineItems })
  const pdf = await closedLoop('superbill PDF, 12 line items (1 at a time)', () => httpCall(`${url}/v1/superbills/${bill.id}/pdf`, { headers }), { concurrency: 1, seconds: seconds / 2 })
  return [prepare, prepare8, pdf]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const platform = await startTestPlatform()
  try {
    const staff = await registerStaff(platform.url)
    printTable(await benchBilling(platform.url, staff.authToken, Number(process.env.BENCH_SECONDS ?? 6)))
  } finally {
    await platform.close()
  }
  process.exit(0)
}
