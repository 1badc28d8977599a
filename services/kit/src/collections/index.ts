// The generic collection engine: `import { createCollectionOperations } from '@care/kit/collections/index'`.
export { createCollectionOperations, collectionOperationMap, type CollectionOperations, type CollectionOperationsOptions } from './engine.ts'
export type { CreateSomeError } from './create-some.ts'
export type { AccessAction, ApiRecord, CollectionHooks, DbRecord, DelegateName, PrismaClientLike, Where } from './types.ts'
export { userAccessLevel, userMayActOn } from './access.ts'
export { OPERATORS as FILTER_OPERATORS } from './filters.ts'
export { toApiRecord } from './serialize.ts'
