// @care/remote: the one contract between shells and remotes (see README.md). Heavier pieces have
// their own entry points: '@care/remote/run-remote-alone' (a remote's dev page) and
// '@care/remote/staff-sign-in'.
export type { RemoteProps, MountedProps } from './props.ts'
export { defineRemote, RemoteFrame, type DefineRemote } from './define-remote.tsx'
export { comingLifecycles, unavailableLifecycles, unavailableMessage, RemoteComing, RemoteUnavailable, COMING_TITLE, type FallbackProps } from './fallback.tsx'
export { registerRemotes, loadLifecycles, appModuleOf, type RegisterRemotes, type RemoteRegistration } from './register-remotes.ts'
export { loadOrganization, type RemoteOrganization, type OrgLoad } from './organization.ts'
export { resolveOrgQuery, rememberOrg, ORG_STORAGE_KEY, DEFAULT_ORG, type OrgQuery } from './resolve-org.ts'
