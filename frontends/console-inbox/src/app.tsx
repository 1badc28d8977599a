// `./app`: single-spa lifecycles of the Inbox remote (@care/remote's defineRemote). The shell mounts
// it at /console/inbox with the page's CareClient; where it is lives in the URL (route.ts).
import { defineRemote } from '@care/remote'
import { InboxScreen } from './inbox-screen.tsx'

export const { bootstrap, mount, unmount } = defineRemote({ Root: ({ basePath }) => <InboxScreen basePath={basePath} /> })
