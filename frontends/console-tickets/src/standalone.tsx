// `npm run dev -w @care/console-tickets`: the remote alone on its dev server (port 3203), mounted as the shell would.
import { runRemoteAlone } from '@care/remote/run-remote-alone'
import * as lifecycles from './app.tsx'

runRemoteAlone({ name: 'console_tickets', lifecycles, kind: 'user', basePath: '/console/tickets' })
