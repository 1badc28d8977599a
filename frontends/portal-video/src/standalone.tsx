// `npm run dev -w @care/portal-video`: the remote alone on its dev server (port 3110), mounted as the shell would.
import { runRemoteAlone } from '@care/remote/run-remote-alone'
import * as lifecycles from './app.tsx'

runRemoteAlone({ name: 'portal_video', lifecycles, kind: 'enduser', basePath: '/video-call' })
