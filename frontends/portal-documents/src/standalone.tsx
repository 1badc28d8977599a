// `npm run dev -w @care/portal-documents`: the remote alone on its dev server (port 3103), mounted as the shell would.
import { runRemoteAlone } from '@care/remote/run-remote-alone'
import * as lifecycles from './app.tsx'

runRemoteAlone({ name: 'portal_documents', lifecycles, kind: 'enduser', basePath: '/documents' })
