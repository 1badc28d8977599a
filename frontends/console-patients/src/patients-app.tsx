// The Patients remote's root: the page's CareClient (handed over by the shell, or the standalone
// page's own), the theme and an error boundary around the screen.
import type { CareClient } from '@care/sdk'
import { CareProvider } from '@care/sdk/react'
import { CareThemeProvider, ErrorBoundary } from '@care/ui'
import { PatientsScreen } from './patients-screen.tsx'

export function PatientsApp({ client }: { client: CareClient }) {
  return (
    <CareThemeProvider baseline={false}>
      <ErrorBoundary>
        <CareProvider client={client}>
          <PatientsScreen />
        </CareProvider>
      </ErrorBoundary>
    </CareThemeProvider>
  )
}
