// <CareProvider client={client}>: the one client of the page, shared by the shell and every
// remote rendered below it.
import { createContext, createElement, useContext, type ReactNode } from 'react'
import type { CareClient } from '../client.ts'

const CareClientContext = createContext<CareClient | null>(null)

export function CareProvider(props: { client: CareClient; children?: ReactNode }) {
  return createElement(CareClientContext.Provider, { value: props.client }, props.children)
}

export function useCareClient(): CareClient {
  const client = useContext(CareClientContext)
  if (!client) throw new Error('useCareClient needs a <CareProvider client={…}> above it')
  return client
}
