// What `care-build` tells a frontend's webpack config: building for production into dist/, or
// serving in development on the frontend's own dev server.
export interface BuildEnv {
  mode: 'production' | 'development'
  /** true under `care-build dev` (webpack-dev-server) */
  serve: boolean
}

/** A frontend's webpack.config.ts exports one of these (made by remoteConfig or shellConfig). */
export type ConfigFactory<C> = (env: BuildEnv) => C

/** Where a dev server proxies `/v1`, `/remotes.json` and `/remotes/*` (the running platform). */
export const apiUrl = (env: NodeJS.ProcessEnv = process.env) => env.API_URL ?? 'http://localhost:8080'

/** Source maps only when asked for (SOURCE_MAPS=1): production builds stay fast on 2 cores. */
export const wantsSourceMaps = (env: NodeJS.ProcessEnv = process.env) => env.SOURCE_MAPS === '1' || env.SOURCE_MAPS === 'true'
