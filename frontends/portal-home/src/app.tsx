// The remote's exposed module ('./app'): single-spa lifecycles from @care/remote's defineRemote,
// which renders Home with the shell's client (one session and cache per page), the organization's
// theme and an error boundary.
import { defineRemote, type RemoteProps } from '@care/remote'
import { HomePage } from './home-page.tsx'

export const { bootstrap, mount, unmount } = defineRemote({ Root: (props: RemoteProps) => <HomePage navigate={props.navigate} /> })
