// `npm run dev -w @care/portal-education`: the remote alone on its dev server (port 3105), mounted as the shell would.
import { runRemoteAlone } from '@care/remote/run-remote-alone'
import * as lifecycles from './app.tsx'

runRemoteAlone({ name: 'portal_education', lifecycles, kind: 'enduser', basePath: '/content' })
