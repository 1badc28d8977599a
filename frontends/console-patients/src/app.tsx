// `./app`: single-spa lifecycles of the Patients remote. The shell mounts it at /console/patients
// with the page's CareClient in the props (one session and one cache per page).
import React from 'react'
import ReactDOMClient from 'react-dom/client'
import singleSpaReact from 'single-spa-react'
import type { CareClient } from '@care/sdk'
import { texts } from '@care/ui'
import { PatientsApp } from './patients-app.tsx'

export interface PatientsAppProps {
  client: CareClient
}

export const { bootstrap, mount, unmount } = singleSpaReact<PatientsAppProps>({
  React,
  ReactDOMClient,
  rootComponent: ({ client }) => <PatientsApp client={client} />,
  errorBoundary: () => <p role="alert">{texts.errorBoundary}</p>,
})
