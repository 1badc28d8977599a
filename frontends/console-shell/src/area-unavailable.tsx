// What the shell mounts instead of a remote that could not be loaded (down, missing from the
// manifest, broken script): an error state inside the layout, never a blank page.
import { createRoot, type Root } from 'react-dom/client'
import type { LifeCycles } from 'single-spa'
import { Box, Button, Typography } from '@mui/material'
import { CareThemeProvider, ErrorState, texts } from '@care/ui'
import type { ConsoleArea } from './areas.ts'

export const areaUnavailableMessage = (area: ConsoleArea) => `${area.label} could not be loaded. Please try again later.`

export function AreaUnavailable({ area, onRetry }: { area: ConsoleArea; onRetry?: () => void }) {
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography variant="h6" component="h1">
        {texts.errorBoundary}
      </Typography>
      <ErrorState message={areaUnavailableMessage(area)} />
      {onRetry && (
        <Button variant="outlined" onClick={onRetry}>
          {texts.tryAgain}
        </Button>
      )}
    </Box>
  )
}

interface MountProps {
  domElement?: HTMLElement
}

/** single-spa lifecycles that render AreaUnavailable; a retry reloads the page (and the manifest). */
export function areaUnavailableLifecycles(area: ConsoleArea, reload: () => void = () => window.location.reload()): LifeCycles<MountProps> {
  let root: Root | undefined
  return {
    bootstrap: async () => {},
    mount: async (props) => {
      if (!props.domElement) return
      root = createRoot(props.domElement)
      root.render(
        <CareThemeProvider baseline={false}>
          <AreaUnavailable area={area} onRetry={reload} />
        </CareThemeProvider>,
      )
    },
    unmount: async () => {
      root?.unmount()
      root = undefined
    },
  }
}
