// The single-spa root of the console: one CareClient for the page, the remote manifest fetched at
// run time, each area registered as a single-spa application, the shell's React tree rendered.
import { createRoot } from 'react-dom/client'
import { start, triggerAppChange } from 'single-spa'
import { createSessionExpiry } from './session-expiry.ts'
import { createConsoleClient } from './console-client.ts'
import { fetchRemoteManifest, withOverrides } from '@care/build/runtime/manifest'
import { initRemotes, loadRemoteModule } from '@care/build/runtime/remotes'
import { consoleAreas, landingPath } from './areas.ts'
import { ConsoleShell } from './console-shell.tsx'
import { registerAreas } from './register-areas.ts'

async function main() {
  // an open session the API refuses has expired (or was revoked): the sign-in screen says so
  const expiry = createSessionExpiry()
  const client = createConsoleClient(expiry)

  const { manifest, error } = await fetchRemoteManifest('/remotes.json')
  // each area then shows its own error state; the shell and sign-in still work
  if (error) console.error(error)
  initRemotes({ name: 'console_shell', manifest: withOverrides(manifest) })

  const landing = landingPath(window.location.pathname)
  if (landing) window.history.replaceState(null, '', landing + window.location.search)

  const areaContainer = document.createElement('div')
  areaContainer.style.height = '100%'
  registerAreas({ areas: consoleAreas, client, container: areaContainer, loadRemote: loadRemoteModule })

  const rootElement = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))
  createRoot(rootElement).render(<ConsoleShell client={client} areas={consoleAreas} areaContainer={areaContainer} expiry={expiry} />)

  // Signing in or out changes which areas are active, not only the URL.
  client.subscribeSession(() => triggerAppChange())
  start({ urlRerouteOnly: true })
}

void main()
