// `./app`: single-spa lifecycles of the remote (@care/remote's defineRemote).
import { defineRemote, type RemoteProps } from '@care/remote'
import { Typography } from '@care/ui/mui'

function Placeholder(_props: RemoteProps) {
  return <Typography component="h1" variant="h5">Portal documents</Typography>
}

export const { bootstrap, mount, unmount } = defineRemote({ Root: (props: RemoteProps) => <Placeholder {...props} /> })
