// Forms' hot paths (issue #12): submitting a 50-field response through the gateway at a fixed 50
// requests per second (open loop: each submit starts on its schedule, whether or not the earlier
// ones have answered; every submit has its own prepared access code and is checked in full on the
// server), and a 50-field response's PDF (GET /form-responses/generate-pdf, one at a time).
// Part of `npm run bench` (run.ts); alone: `node --import tsx tests/bench/forms.ts` with DATABASE_URL.
import { fileURLToPath } from 'node:url'
import { registerStaff, startTestPlatform } from '../support/platform.ts'
import { closedLoop, httpCall, printTable, round, type Figures } from './measure.ts'

const FIELDS = 50
const RATE = 50
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

const TYPES: [string, unknown, Record<string, unknown>?][] = [
  ['string', 'An answer of a few words'], ['stringLong', 'A longer answer. '.repeat(20)], ['number', 42], ['email', 'pat@example.com'],
  ['dateString', '01-02-1990'], ['rating', 7, { from: 1, to: 10 }], ['multiple_choice', ['Yes'], { choices: ['Yes', 'No'] }],
  ['Address', { addressLineOne: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' }], ['signature', { signed: true, fullName: 'Pat Bench' }],
  ['Table Input', [[{ label: 'Drug', entry: 'Aspirin' }]], { tableChoices: [{ label: 'Drug', type: 'Text' }] }],
]

export async function benchForms(url: string, authToken: string, seconds = 6): Promise<Figures[]> {
  const headers = { authorization: `Bearer ${authToken}`, 'content-type': 'application/json' }
  const call = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}/v1${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) })
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }
  const enduser = await call<{ id: string }>('POST', '/enduser', { fname: 'Forms', lname: 'Bench' })
  const form = await call<{ id: string }>('POST', '/form', { title: 'Bench: 50 questions' })
  const fields: { id: string; title: string; type: string; value: unknown }[] = []
  for (let i = 0; i < FIELDS; i++) {
    const [type, value, options] = TYPES[i % TYPES.length]!
    const previousFields = i === 0 ? [{ type: 'root', info: {} }] : [{ type: 'after', info: { fieldId: fields[i - 1]!.id } }]
    const f = await call<{ id: string }>('POST', '/form-field', { formId: form.id, title: `Question ${i + 1}`, type, previousFields, ...(options ? { options } : {}) })
    fields.push({ id: f.id, title: `Question ${i + 1}`, type, value })
  }
  const responses = fields.map((f) => ({ fieldId: f.id, fieldTitle: f.title, answer: { type: f.type, value: f.value } }))

  // one prepared access code per submit: a response is submitted once
  const total = RATE * seconds
  const codes: string[] = []
  for (let i = 0; i < total + 1; i++) codes.push((await call<{ accessCode: string }>('POST', '/prepare-form-response', { formId: form.id, enduserId: enduser.id })).accessCode)
  const latencies: number[] = []
  let failed = 0
  const start = performance.now()
  await Promise.all(codes.slice(0, total).map(async (accessCode, i) => {
    const due = start + (i * 1000) / RATE
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())))
    const t = performance.now()
    try {
      await httpCall(`${url}/v1/submit-form-response`, { method: 'PATCH', headers, body: JSON.stringify({ accessCode, responses }) })
      // latency from the scheduled start: a queue behind a slow answer counts against it
      latencies.push(performance.now() - Math.min(t, due))
    } catch {
      failed++
    }
  }))
  const elapsed = (performance.now() - start) / 1000
  latencies.sort((a, b) => a - b)
  const submit: Figures = {
    name: `submit a ${FIELDS}-field response at ${RATE} rps (open loop)`, rps: Math.round(latencies.length / elapsed),
    p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)), ...(failed ? { note: `${failed} failed` } : {}),
  }

  const last = await call<{ response: { id: string }; accessCode: string }>('POST', '/prepare-form-response', { formId: form.id, enduserId: enduser.id })
  await call('PATCH', '/submit-form-response', { accessCode: last.accessCode, responses })
  const pdf = await closedLoop(`PDF of a ${FIELDS}-field response (generate-pdf, 1 at a time)`, () => httpCall(`${url}/v1/form-responses/generate-pdf?id=${last.response.id}`, { headers }), { concurrency: 1, seconds: seconds / 2 })
  return [submit, pdf]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const platform = await startTestPlatform()
  try {
    const staff = await registerStaff(platform.url)
    printTable(await benchForms(platform.url, staff.authToken, Number(process.env.BENCH_SECONDS ?? 6)))
  } finally {
    await platform.close()
  }
  process.exit(0)
}
