// `npm run dev -w @care/console-forms`: the remote alone on its dev server (port 3204), mounted as the shell would.
import { runRemoteAlone } from '@care/remote/run-remote-alone'
import * as lifecycles from './app.tsx'

runRemoteAlone({ name: 'console_forms', lifecycles, kind: 'user', basePath: '/console/forms' })
