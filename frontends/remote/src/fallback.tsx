// What a shell mounts instead of a remote that could not be loaded (not in the manifest, server
// down, script error, a module without lifecycles): an error state with 'Try again' in the
// remote's place, never a blank page. Both shells return these from registerRemotes' `fallback`.
import { createRoot, type Root } from 'react-dom/client'
import type { LifeCycles } from 'single-spa'
import { Box, Typography } from '@care/ui/mui'
import { CareThemeProvider, EmptyState, ErrorState, texts } from '@care/ui'
import type { RemoteProps } from './props.ts'

export const unavailableMessage = (label: string) => `${label} could not be loaded. Please try again later.`

export function RemoteUnavailable({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="h6" component="h1" tabIndex={-1}>
        {texts.errorBoundary}
      </Typography>
      <ErrorState message={message} onRetry={onRetry} />
    </Box>
  )
}

/** Heading of a page whose service is not part of the platform yet. */
export const COMING_TITLE = 'Coming soon'

/** A page whose remote is not deployed yet: said plainly, in the look of an empty state, with no
 *  'Try again' (trying again cannot help until it ships). */
export function RemoteComing({ message }: { message: string }) {
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="h6" component="h1" tabIndex={-1}>
        {COMING_TITLE}
      </Typography>
      <EmptyState text={message} />
    </Box>
  )
}

/** What fallback lifecycles read of their props: where to render, and the organization's theme. */
export type FallbackProps = Partial<Pick<RemoteProps, 'org' | 'domElementGetter'>> & { domElement?: HTMLElement }

/** Lifecycles rendering RemoteUnavailable; 'Try again' reloads the page (and the manifest). */
export function unavailableLifecycles(message: string, reload: () => void = () => window.location.reload()): LifeCycles<FallbackProps> {
  return stateLifecycles(<RemoteUnavailable message={message} onRetry={reload} />)
}

/** Lifecycles rendering RemoteComing: for a remote the manifest does not list (not deployed yet). */
export function comingLifecycles(message: string): LifeCycles<FallbackProps> {
  return stateLifecycles(<RemoteComing message={message} />)
}

function stateLifecycles(state: JSX.Element): LifeCycles<FallbackProps> {
  let root: Root | undefined
  return {
    bootstrap: async () => {},
    mount: async (props) => {
      const el = props.domElement ?? props.domElementGetter?.()
      if (!el) return
      root = createRoot(el)
      root.render(
        <CareThemeProvider orgTheme={props.org} baseline={false}>
          {state}
        </CareThemeProvider>,
      )
    },
    unmount: async () => {
      root?.unmount()
      root = undefined
    },
  }
}
