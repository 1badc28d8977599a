// `npm run dev -w @care/portal-care-plan`: the remote alone on its dev server (port 3109), mounted as the shell would.
import { runRemoteAlone } from '@care/remote/run-remote-alone'
import * as lifecycles from './app.tsx'

runRemoteAlone({ name: 'portal_care_plan', lifecycles, kind: 'enduser', basePath: '/care-plan' })
