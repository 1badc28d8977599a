// The content area a remote renders into: the outlet host is moved here, and a loading state shows
// until the active remote has put something on the page.
import { Box } from '@care/ui/mui'
import { LoadingState } from '@care/ui'
import { attachOutlet } from './outlet.ts'

export function RemoteContent() {
  return (
    <Box sx={{ '&:has(#portal-outlet > div:not(:empty)) .remote-loading': { display: 'none' } }}>
      <div ref={attachOutlet} />
      <div className="remote-loading">
        <LoadingState />
      </div>
    </Box>
  )
}
