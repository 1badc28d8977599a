// Async boundary: the shared singletons (react, MUI, @care/sdk …) are negotiated with the remotes'
// before any of the portal's code runs.
import('./bootstrap.tsx')
