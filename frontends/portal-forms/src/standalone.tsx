// `npm run dev -w @care/portal-forms`: the remote alone on its dev server (port 3104), mounted as the shell would.
import { runRemoteAlone } from '@care/remote/run-remote-alone'
import * as lifecycles from './app.tsx'

runRemoteAlone({ name: 'portal_forms', lifecycles, kind: 'enduser', basePath: '/link/form' })
