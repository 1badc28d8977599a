// `npm run dev -w @care/portal-booking`: the remote alone on its dev server (port 3107), mounted as the shell would.
import { runRemoteAlone } from '@care/remote/run-remote-alone'
import * as lifecycles from './app.tsx'

runRemoteAlone({ name: 'portal_booking', lifecycles, kind: 'enduser', basePath: '/book-an-appointment' })
