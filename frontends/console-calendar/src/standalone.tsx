// `npm run dev -w @care/console-calendar`: the remote alone on its dev server (port 3206), mounted as the shell would.
import { runRemoteAlone } from '@care/remote/run-remote-alone'
import * as lifecycles from './app.tsx'

runRemoteAlone({ name: 'console_calendar', lifecycles, kind: 'user', basePath: '/console/calendar' })
