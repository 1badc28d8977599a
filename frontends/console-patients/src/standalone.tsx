// The Patients remote alone (`npm run dev -w @care/console-patients`): the staff sign-in, then the
// same lifecycles the shell mounts, with the same props.
import { runRemoteAlone } from '@care/remote/run-remote-alone'
import * as lifecycles from './app.tsx'

runRemoteAlone({ name: 'console_patients', lifecycles, kind: 'user', basePath: '/' })
