// Async boundary: shared singletons are negotiated before the console's code runs.
import('./bootstrap.tsx')
