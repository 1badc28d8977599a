// Event reactions: `onEvent(name, subjects, handler)` declares one; `startReactions` runs them.
export { onEvent, type Reaction, type ReactionContext, type ReactionHandler, type ReactionOptions } from './define.ts'
export { startReactions, durableName, type RunningReactions, type StartReactionsOptions } from './start.ts'
export { applyOnce, DEFAULT_MAX_ATTEMPTS, type ApplyOutcome } from './apply.ts'
