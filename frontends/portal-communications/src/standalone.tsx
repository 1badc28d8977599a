// `npm run dev -w @care/portal-communications`: the remote alone on its dev server (port 3111), mounted as the shell would.
import { runRemoteAlone } from '@care/remote/run-remote-alone'
import * as lifecycles from './app.tsx'

runRemoteAlone({ name: 'portal_communications', lifecycles, kind: 'enduser', basePath: '/communications' })
