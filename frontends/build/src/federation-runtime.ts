// One Module Federation runtime per page. The shell's build carries the runtime (runtime-core, ~25 KB
// gzipped) and hands it to the page through a runtime plugin; a remote's production build leaves
// runtime-core out of its remoteEntry.js (`externalRuntime`) and uses the shell's, so a page no
// longer downloads the runtime once per remote (the remote's entry fell from 31 to 14.5 KB).
//
// The plugin is @module-federation/inject-external-runtime-core-plugin, but its ES module file: the
// `provideExternalRuntime` switch resolves the package's CommonJS build, whose runtime-core is a
// second copy beside the ES one the shell already has (+26 KB). A remote under `care-build dev`
// keeps its own runtime, so it still runs alone or inside a deployed shell through an override.
// The other switches compile out what we never use: manifest snapshots (`mf-manifest.json`
// remotes; the manifest lists remoteEntry.js files), Node script loading, and in a remote the
// loading of further remotes.
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const enhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced'))

/** The ES module build of the plugin that sets `globalThis._FEDERATION_RUNTIME_CORE` to the shell's runtime-core. */
export const INJECT_RUNTIME_CORE_PLUGIN = join(dirname(enhanced.resolve('@module-federation/inject-external-runtime-core-plugin')), 'index.js')

export const shellFederation = () => ({
  runtimePlugins: [INJECT_RUNTIME_CORE_PLUGIN],
  experiments: { optimization: { disableSnapshot: true, target: 'web' as const } },
})

export const remoteFederation = (serve: boolean) => ({
  experiments: { externalRuntime: !serve, optimization: { disableSnapshot: true, target: 'web' as const, disableRemote: true } },
})
