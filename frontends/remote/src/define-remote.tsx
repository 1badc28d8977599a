// How a remote mounts: its `./app` module is `export const { bootstrap, mount, unmount } =
// defineRemote({ Root })`. Every remote gets the same frame: the shell's client in <CareProvider>,
// the organization's theme (without a second CssBaseline) and an error boundary, so a remote only
// writes its screen.
import React, { type ComponentType } from 'react'
import ReactDOMClient from 'react-dom/client'
import singleSpaReact from 'single-spa-react'
import type { LifeCycles } from 'single-spa'
import { CareProvider } from '@care/sdk/react'
import { CareThemeProvider, ErrorBoundary, texts } from '@care/ui'
import type { RemoteProps } from './props.ts'

export interface DefineRemote<P extends RemoteProps = RemoteProps> {
  /** the remote's screen, rendered with the props the shell mounted it with */
  Root: ComponentType<P>
}

export function RemoteFrame<P extends RemoteProps>({ Root, props }: { Root: ComponentType<P>; props: P }) {
  return (
    <CareProvider client={props.client}>
      <CareThemeProvider orgTheme={props.org} baseline={false}>
        <ErrorBoundary>
          <Root {...props} />
        </ErrorBoundary>
      </CareThemeProvider>
    </CareProvider>
  )
}

export function defineRemote<P extends RemoteProps = RemoteProps>({ Root }: DefineRemote<P>): LifeCycles<P> {
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: (props: P) => <RemoteFrame Root={Root} props={props} />,
    errorBoundary: () => <p role="alert">{texts.errorBoundary}</p>,
  })
  return { bootstrap: lifecycles.bootstrap, mount: lifecycles.mount, unmount: lifecycles.unmount } as LifeCycles<P>
}
