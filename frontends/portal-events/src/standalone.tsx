// `npm run dev -w @care/portal-events`: the remote alone on its dev server (port 3108), mounted as the shell would.
import { runRemoteAlone } from '@care/remote/run-remote-alone'
import * as lifecycles from './app.tsx'

runRemoteAlone({ name: 'portal_events', lifecycles, kind: 'enduser', basePath: '/events' })
