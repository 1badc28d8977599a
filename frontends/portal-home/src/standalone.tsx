// `npm run dev -w @care/portal-home`: Home alone on its dev server (port 3101), mounted as the shell would.
import { runRemoteAlone } from '@care/remote/run-remote-alone'
import * as lifecycles from './app.tsx'

runRemoteAlone({ name: 'portal_home', lifecycles, kind: 'enduser', basePath: '/home' })
