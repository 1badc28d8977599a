// @care/sdk/react: the provider and hooks (peer dependency: react 18.3.1).
export { CareProvider, useCareClient } from './provider.ts'
export {
  useSession,
  useCollection,
  useRecord,
  type UseCollectionOptions,
  type UseCollectionResult,
  type UseRecordResult,
} from './hooks.ts'
export { useAction, type ActionState, type RunOptions } from './use-action.ts'
export { useRecordsById } from './use-records-by-id.ts'
export { useFormAction, type FormActionState, type PlacedErrors } from './use-form-action.ts'
