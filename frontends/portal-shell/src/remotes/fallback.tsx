// Lifecycles mounted instead of a remote that could not be loaded (not in the manifest, server
// down, script error): the page shows an error state in the remote's place, never a blank page.
import React from 'react'
import ReactDOMClient from 'react-dom/client'
import singleSpaReact from 'single-spa-react'
import { CareThemeProvider, ErrorState } from '@care/ui'
import type { RemoteFailure } from '@care/build/runtime/remotes'
import { texts } from '../texts.ts'
import type { PortalRemoteProps } from '../remote-props.ts'

function RemoteUnavailable(props: PortalRemoteProps & { message: string }) {
  return (
    <CareThemeProvider orgTheme={props.org}>
      <ErrorState message={props.message} onRetry={() => window.location.reload()} />
    </CareThemeProvider>
  )
}

/** `missing`: the manifest has no such remote (not deployed yet); else it failed to load. */
export function fallbackLifecycles(failure: RemoteFailure, missing: boolean) {
  const message = missing ? texts.portal.remoteMissing : texts.portal.remoteFailed
  if (!missing) console.error(`remote ${failure.id} failed to load`, failure.error)
  return singleSpaReact<PortalRemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: (props: PortalRemoteProps) => <RemoteUnavailable {...props} message={message} />,
    errorBoundary: () => <p role="alert">{message}</p>,
  })
}
