// `npm run dev -w @care/console-content`: the remote alone on its dev server (port 3205), mounted as the shell would.
import { runRemoteAlone } from '@care/remote/run-remote-alone'
import * as lifecycles from './app.tsx'

runRemoteAlone({ name: 'console_content', lifecycles, kind: 'user', basePath: '/console/content' })
