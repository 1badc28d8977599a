// Frontends in the cluster: each remote is served at /remotes/<name> and listed in the run-time
// manifest (/remotes.json) under the federation name its build gives it; the shells mount that
// manifest from the umbrella's ConfigMap, where the frontend image serves it.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { join } from 'node:path'
import { federationName, REMOTE_ENTRY } from '@care/build/names'
import { PROFILES, ROOT, UMBRELLA, discoverDeployables, effectiveValues, readText, umbrellaValues } from './repo.ts'

const frontends = discoverDeployables().filter((d) => d.kind === 'frontend')
const isShell = (name: string) => name.endsWith('-shell')
const routes: { path: string; pathType?: string; deployable: string }[] = umbrellaValues('base').ingress.routes

/** The manifest the umbrella's templates/remotes-manifest.yaml renders, by the same rule. */
function renderedManifest(values: any): Record<string, string> {
  const manifest: Record<string, string> = {}
  for (const r of values.ingress.routes) {
    if (!r.path.startsWith('/remotes/') || values[r.deployable]?.enabled === false) continue
    manifest[r.deployable.replace(/[^A-Za-z0-9_$]/g, '_')] = `${r.path.replace(/\/$/, '')}/remoteEntry.js`
  }
  for (const [name, url] of Object.entries(values.remotesManifest?.remotes ?? {})) {
    if (url) manifest[name] = String(url)
    else delete manifest[name]
  }
  return manifest
}

test('every remote is routed at /remotes/<name> and in the manifest under its federation name', () => {
  const remotes = frontends.filter((d) => !isShell(d.name))
  assert.ok(remotes.length, 'remotes were found')
  for (const profile of PROFILES) {
    const manifest = renderedManifest(umbrellaValues(profile))
    for (const r of remotes) {
      assert.ok(routes.some((route) => route.deployable === r.name && route.path === `/remotes/${r.name}`), `ingress route /remotes/${r.name}`)
      assert.equal(manifest[federationName(r.name)], `/remotes/${r.name}/${REMOTE_ENTRY}`, `${r.name} (${profile})`)
    }
    assert.equal(Object.keys(manifest).length, remotes.length, `${profile}: nothing else in the manifest`)
  }
})

test('the umbrella template derives the manifest by that rule', () => {
  const template = readText(join(UMBRELLA, 'templates', 'remotes-manifest.yaml'))
  assert.match(template, /hasPrefix "\/remotes\/" \$route\.path/)
  assert.match(template, /regexReplaceAll "\[\^A-Za-z0-9_\$\]" \$route\.deployable "_"/)
  assert.match(template, /remoteEntry\.js/)
  assert.match(template, /remotes\.json: \{\{ toJson \$remotes \| quote \}\}/)
})

test('the shells mount the manifest, and /remotes.json is routed to a shell', () => {
  const shells = frontends.filter((d) => isShell(d.name))
  for (const s of shells) {
    for (const profile of PROFILES) assert.equal(effectiveValues(s.name, profile).remotesManifest?.enabled, true, `${s.name} (${profile})`)
  }
  const manifestRoute = routes.find((r) => r.path === '/remotes.json')
  assert.ok(manifestRoute, 'an ingress route for /remotes.json')
  assert.equal(manifestRoute.pathType, 'Exact')
  assert.ok(isShell(manifestRoute.deployable), `routed to a shell (${manifestRoute.deployable})`)
})

test('the frontend image serves /remotes.json from where the library mounts the ConfigMap', () => {
  const dockerfile = readText(join(ROOT, 'deploy', 'Dockerfile.frontend'))
  const deployment = readText(join(ROOT, 'charts', 'care-lib', 'templates', '_deployment.tpl'))
  const mount = /mountPath: (\/\S+)\n\s+readOnly: true/.exec(deployment.slice(deployment.indexOf('- name: remotes')))?.[1]
  assert.ok(mount, 'the library mounts the remotes volume')
  assert.match(dockerfile, new RegExp(`location = /remotes\\.json \\{\\s+alias ${mount}/remotes\\.json;`))
  assert.match(deployment, /items:\s+- key: remotes\.json\s+path: remotes\.json/)
})
