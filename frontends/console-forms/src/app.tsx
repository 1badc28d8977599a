// `./app`: single-spa lifecycles of the Forms remote (@care/remote's defineRemote). The shell
// mounts it at /console/forms with the page's CareClient.
import { defineRemote } from '@care/remote'
import { FormsScreen } from './forms-screen.tsx'

export const { bootstrap, mount, unmount } = defineRemote({ Root: () => <FormsScreen /> })
