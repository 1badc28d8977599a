// `./app`: single-spa lifecycles of the Tickets remote (@care/remote's defineRemote). The shell
// mounts it at /console/tickets with the page's CareClient; the filters live in the URL's query.
import { defineRemote } from '@care/remote'
import { TicketsScreen } from './tickets-screen.tsx'

export const { bootstrap, mount, unmount } = defineRemote({ Root: () => <TicketsScreen /> })
