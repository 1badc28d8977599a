// Seeds the demo clinic on first start, idempotently, through the same calls users make.
import { randomUUID } from 'node:crypto'
import { isErrorReply } from '@care/contracts/bus'
import type { Platform } from './standalone.ts'

export const DEMO = {
  organizationName: 'Demo Clinic',
  subdomain: 'demo',
  adminEmail: 'admin@demo.care',
  adminPassword: 'Demo-clinic-2026',
}

export async function seedDemo(platform: Platform) {
  const request = (subject: string, payload: unknown) => platform.bus.request(subject, { requestId: randomUUID(), payload })
  const login = await request('svc.identity.users.login', { email: DEMO.adminEmail, password: DEMO.adminPassword })
  if (isErrorReply(login)) {
    const registered = await request('svc.identity.users.register', {
      email: DEMO.adminEmail,
      password: DEMO.adminPassword,
      organizationName: DEMO.organizationName,
      subdomain: DEMO.subdomain,
      fname: 'Avery',
      lname: 'Admin',
    })
    if (isErrorReply(registered)) throw new Error(`seeding the demo clinic failed: ${registered.message}`)
  }
  return DEMO
}
