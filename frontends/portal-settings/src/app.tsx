// The remote's exposed module ('./app'): single-spa lifecycles rendering Settings with the shell's
// client (one session and cache per page) and the organization's theme.
import React from 'react'
import ReactDOMClient from 'react-dom/client'
import singleSpaReact from 'single-spa-react'
import { CareProvider } from '@care/sdk/react'
import { CareThemeProvider, ErrorBoundary } from '@care/ui'
import type { PortalRemoteProps } from '@care/portal-shell/remote-props'
import { SettingsPage } from './settings-page.tsx'

function SettingsRoot(props: PortalRemoteProps) {
  return (
    <CareProvider client={props.client}>
      <CareThemeProvider orgTheme={props.org} baseline={false}>
        <ErrorBoundary>
          <SettingsPage navigate={props.navigate} />
        </ErrorBoundary>
      </CareThemeProvider>
    </CareProvider>
  )
}

export const { bootstrap, mount, unmount } = singleSpaReact<PortalRemoteProps>({
  React,
  ReactDOMClient,
  rootComponent: SettingsRoot,
  errorBoundary: () => <p role="alert">Something went wrong.</p>,
})
