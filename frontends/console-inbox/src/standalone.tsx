// `npm run dev -w @care/console-inbox`: the remote alone on its dev server (port 3208), mounted as the shell would.
import { runRemoteAlone } from '@care/remote/run-remote-alone'
import * as lifecycles from './app.tsx'

runRemoteAlone({ name: 'console_inbox', lifecycles, kind: 'user', basePath: '/console/inbox' })
