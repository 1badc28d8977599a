// `./app`: single-spa lifecycles of the Content remote (@care/remote's defineRemote). The shell
// mounts it at /console/content with the page's CareClient; where it is lives in the URL.
import { defineRemote } from '@care/remote'
import { ContentScreen } from './content-screen.tsx'

export const { bootstrap, mount, unmount } = defineRemote({ Root: ({ basePath }) => <ContentScreen basePath={basePath} /> })
