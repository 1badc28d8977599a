// `npm run dev -w @care/console-patient-chart`: the remote alone on its dev server (port 3202), mounted as the shell would.
import { runRemoteAlone } from '@care/remote/run-remote-alone'
import * as lifecycles from './app.tsx'

runRemoteAlone({ name: 'console_patient_chart', lifecycles, kind: 'user', basePath: '/console/chart' })
