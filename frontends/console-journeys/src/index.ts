// Async boundary for running alone on the dev server: shared singletons first.
import('./standalone.tsx')
