// `./app`: single-spa lifecycles of the patient chart remote (@care/remote's defineRemote). The
// console shell mounts it at /console/chart with the page's CareClient, its basePath and navigate.
import { defineRemote, type RemoteProps } from '@care/remote'
import { ChartScreen } from './chart-screen.tsx'

export const { bootstrap, mount, unmount } = defineRemote({ Root: (props: RemoteProps) => <ChartScreen basePath={props.basePath} navigate={props.navigate} /> })
