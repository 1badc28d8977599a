// `npm run dev -w @care/portal-home`: Home alone on its dev server (port 3101).
import { runRemoteAlone } from '@care/portal-shell/run-remote-alone'
import * as lifecycles from './app.tsx'

void runRemoteAlone('portal_home', lifecycles)
