// `npm run dev -w @care/console-billing`: the remote alone on its dev server (port 3207), mounted as the shell would.
import { runRemoteAlone } from '@care/remote/run-remote-alone'
import * as lifecycles from './app.tsx'

runRemoteAlone({ name: 'console_billing', lifecycles, kind: 'user', basePath: '/console/billing' })
