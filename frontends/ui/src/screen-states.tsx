import { Box, Button, CircularProgress, Typography } from '@care/ui/mui'
import { texts } from './texts.ts'

// The three states every screen has besides its content (ARCHITECTURE §6).

export function LoadingState({ label = texts.loading }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', p: 3 }}>
      <CircularProgress aria-label={label} />
    </Box>
  )
}

export function EmptyState({ text }: { text: string }) {
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  )
}

export interface ErrorStateProps {
  message?: string
  onRetry?: () => void
}

export function ErrorState({ message = texts.anErrorOccurred, onRetry }: ErrorStateProps) {
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography role="alert" color="error">
        {message}
      </Typography>
      {onRetry && (
        <Button sx={{ mt: 2 }} variant="outlined" onClick={onRetry}>
          {texts.tryAgain}
        </Button>
      )}
    </Box>
  )
}
