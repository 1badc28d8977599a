// @care/build: the webpack configurations of every frontend (node side). Browser-side helpers
// live under runtime/ (`@care/build/runtime/remotes`).
export { remoteConfig, type RemoteOptions } from './remote-config.ts'
export { shellConfig, type ShellOptions } from './shell-config.ts'
export { sharedSingletons, sharedKits, kitVersion, installedVersion, SHARED_PACKAGES } from './shared.ts'
export { federationName, REMOTE_ENTRY } from './names.ts'
export type { BuildEnv, ConfigFactory } from './env.ts'
export type { WebpackConfig } from './base-config.ts'
