// `npm run dev -w @care/portal-community`: the remote alone on its dev server (port 3106), mounted as the shell would.
import { runRemoteAlone } from '@care/remote/run-remote-alone'
import * as lifecycles from './app.tsx'

runRemoteAlone({ name: 'portal_community', lifecycles, kind: 'enduser', basePath: '/community' })
