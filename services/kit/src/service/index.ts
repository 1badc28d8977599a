// `defineService` declares a service; `startService` runs it standalone, `runService` as a process.
export { defineService, type ServiceContext, type ServiceDefinition } from './define-service.ts'
export { repositoriesFor, camelName, modelName, type CollectionEntry, type RepositoriesOf } from './collections.ts'
export { startService, type RunningService, type StartServiceOptions } from './start-service.ts'
export { runService, requiredEnv } from './run-service.ts'
