// `npm run dev -w @care/portal-settings`: Settings alone on its dev server (port 3102), mounted as the shell would.
import { runRemoteAlone } from '@care/remote/run-remote-alone'
import * as lifecycles from './app.tsx'

runRemoteAlone({ name: 'portal_settings', lifecycles, kind: 'enduser', basePath: '/settings' })
