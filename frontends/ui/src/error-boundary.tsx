import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Box, Typography } from '@care/ui/mui'
import { texts } from './texts.ts'

export interface ErrorBoundaryProps {
  children?: ReactNode
  /** Replaces the generic screen (spec 1 §8: 'Something went wrong.'). */
  fallback?: ReactNode
  onError?: (error: unknown, info: ErrorInfo) => void
}

interface State {
  failed: boolean
}

/** Catches render errors below it so that a broken widget never blanks the page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    if (this.props.fallback !== undefined) return this.props.fallback
    return (
      <Box role="alert" sx={{ p: 3, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          {texts.errorBoundary}
        </Typography>
      </Box>
    )
  }
}
