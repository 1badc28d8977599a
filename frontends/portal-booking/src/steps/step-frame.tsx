// Every step's frame: the back arrow where the flow has one (spec 2 §2.16), the step's title as the
// page's heading, then the step. The heading takes the focus when the step changes, so a keyboard or
// screen-reader user hears where they are.
import { useEffect, useRef, type ReactNode } from 'react'
import { Box, IconButton, Stack, Typography } from '@care/ui/mui'
import { texts } from '../texts.ts'
import { BackIcon } from './icons.tsx'

export interface StepFrameProps {
  title: string
  onBack?: () => void
  children?: ReactNode
  /** focus the heading when shown (not on the page's first render) */
  focusHeading?: boolean
}

export function StepFrame({ title, onBack, children, focusHeading = true }: StepFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusHeading) heading.current?.focus()
  }, [focusHeading, title])
  return (
    <Box>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 2 }}>
        {onBack && (
          <IconButton onClick={onBack} aria-label={texts.back} edge="start">
            <BackIcon />
          </IconButton>
        )}
        <Typography ref={heading} tabIndex={-1} variant="h6" component="h1" sx={{ outline: 'none', overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
      </Stack>
      {children}
    </Box>
  )
}
