// The human page of the development mailbox (`/dev/mailbox` in standalone mode): a static HTML
// file that reads /v1/dev/mailbox and /v1/dev/sms-outbox, served by the gateway as a static app.
import { fileURLToPath } from 'node:url'

export const DEV_MAILBOX_PAGE_MOUNT = '/dev/mailbox'
export const DEV_MAILBOX_PAGE_DIR = fileURLToPath(new URL('../../dev-mailbox', import.meta.url))
