// The remote's exposed module ('./app'): single-spa lifecycles from @care/remote's defineRemote. The
// shell mounts it at /console/billing with the page's CareClient; the open tab lives in the URL.
import { defineRemote } from '@care/remote'
import { BillingScreen } from './billing-screen.tsx'

export const { bootstrap, mount, unmount } = defineRemote({ Root: ({ basePath }) => <BillingScreen basePath={basePath} /> })
