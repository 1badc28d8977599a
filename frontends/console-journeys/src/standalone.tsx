// `npm run dev -w @care/console-journeys`: the remote alone on its dev server (port 3209), mounted as the shell would.
import { runRemoteAlone } from '@care/remote/run-remote-alone'
import * as lifecycles from './app.tsx'

runRemoteAlone({ name: 'console_journeys', lifecycles, kind: 'user', basePath: '/console/journeys' })
