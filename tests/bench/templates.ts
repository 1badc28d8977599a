// Template rendering (issue #26): renderMessage alone (variables filled, values escaped, HTML
// sanitized with DOMPurify) in this process, and /templated-message through the gateway (the patient,
// the sender and the organization read from identity over the bus for each call), as renderings per
// second. Printed, never asserted: figures vary with load.
// Part of `npm run bench` (run.ts); alone: `node --import tsx tests/bench/templates.ts` with DATABASE_URL.
import { fileURLToPath } from 'node:url'
import { renderMessage } from '@care/messaging/templates/render'
import { registerStaff, startTestPlatform } from '../support/platform.ts'
import { closedLoop, httpCall, printTable, type Figures } from './measure.ts'

const MESSAGE = 'Hi {{enduser.fname}} {{enduser.lname}},\n\nThis is {{user.fname}} from {{organization.name}}. Your visit is tomorrow.\n\n{{user.fname}}'
const HTML = '<p>Hi <b>{{enduser.fname}}</b> {{enduser.lname}},</p><p>This is {{user.fname}} from <a href="https://example.com">{{organization.name}}</a>. Your visit is tomorrow.</p><p>{{user.fname}}</p>'

export async function benchTemplates(url: string, authToken: string, userId: string, seconds = 6): Promise<Figures[]> {
  const values = { enduser: { fname: 'Jordan', lname: '<Lee>' }, user: { fname: 'Casey' }, organization: { name: 'Demo Clinic' } }
  const pure = await closedLoop('template rendering in process (text + sanitized HTML)', async () => { renderMessage({ message: MESSAGE, html: HTML, subject: 'For {{enduser.fname}}' }, values) }, { concurrency: 1, seconds: seconds / 2 })
  const headers = { authorization: `Bearer ${authToken}`, 'content-type': 'application/json' }
  const res = await fetch(`${url}/v1/enduser`, { method: 'POST', headers, body: JSON.stringify({ fname: 'Jordan', lname: 'Bench' }) })
  const { id: enduserId } = (await res.json()) as { id: string }
  const body = JSON.stringify({ message: MESSAGE, html: HTML, subject: 'For {{enduser.fname}}', userId, enduserId, channel: 'Email' })
  const check = await fetch(`${url}/v1/templated-message`, { method: 'POST', headers, body })
  if (check.status !== 200) throw new Error(`templated-message: ${check.status} ${await check.text()}`)
  const http = await closedLoop('/templated-message HTTP gateway → messaging (+ identity reads) (8 at a time)', () => httpCall(`${url}/v1/templated-message`, { method: 'POST', headers, body }), { concurrency: 8, seconds })
  return [pure, http]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const platform = await startTestPlatform()
  try {
    const staff = await registerStaff(platform.url)
    printTable(await benchTemplates(platform.url, staff.authToken, staff.user.id, Number(process.env.BENCH_SECONDS ?? 6)))
  } finally {
    await platform.close()
  }
  process.exit(0)
}
