// The remote's exposed module ('./app'): single-spa lifecycles from @care/remote's defineRemote. The
// shell mounts it at /console/journeys with the page's CareClient; what is open lives in the URL.
import { defineRemote } from '@care/remote'
import { JourneysScreen } from './journeys-screen.tsx'

export const { bootstrap, mount, unmount } = defineRemote({ Root: ({ basePath }) => <JourneysScreen basePath={basePath} /> })
