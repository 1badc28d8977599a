// `./app`: single-spa lifecycles of the Patients remote (@care/remote's defineRemote). The shell
// mounts it at /console/patients with the page's CareClient, its basePath and navigate.
import { defineRemote, type RemoteProps } from '@care/remote'
import { PatientsScreen } from './patients-screen.tsx'

export const { bootstrap, mount, unmount } = defineRemote({ Root: (props: RemoteProps) => <PatientsScreen basePath={props.basePath} navigate={props.navigate} /> })
