// `./app`: single-spa lifecycles of the Calendar remote (@care/remote's defineRemote). The shell
// mounts it at /console/calendar with the page's CareClient; where it is lives in the URL.
import { defineRemote } from '@care/remote'
import { CalendarScreen } from './calendar-screen.tsx'

export const { bootstrap, mount, unmount } = defineRemote({ Root: ({ basePath }) => <CalendarScreen basePath={basePath} /> })
