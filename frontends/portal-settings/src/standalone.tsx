// `npm run dev -w @care/portal-settings`: Settings alone on its dev server (port 3102).
import { runRemoteAlone } from '@care/portal-shell/run-remote-alone'
import * as lifecycles from './app.tsx'

void runRemoteAlone('portal_settings', lifecycles)
