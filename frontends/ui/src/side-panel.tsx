// The console's side panel of one record (a patient, a ticket): a form with a header (the record's
// name, focused on opening so it is announced, a line under it, the panel's own buttons and Close),
// the fields scrolling between dividers, and a footer of actions.
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react'
import { Box, Divider, IconButton, Stack, Typography } from '@care/ui/mui'
import { CloseIcon } from './icons.tsx'

export interface SidePanelProps {
  /** the title's id, which names the panel's form */
  titleId: string
  title: ReactNode
  /** long titles wrap (else they are cut with an ellipsis) */
  wrapTitle?: boolean
  /** the line under the title; none when undefined */
  subtitle?: ReactNode
  /** before the title (an avatar) */
  leading?: ReactNode
  /** after the title, before Close */
  headerActions?: ReactNode
  closeLabel: string
  onClose: () => void
  onSubmit: (event: FormEvent) => void
  /** the fields: stacked `bodySpacing` apart, or laid out as given */
  children?: ReactNode
  bodySpacing?: number
  footer: ReactNode
  /** rendered after the footer (its dialogs) */
  after?: ReactNode
}

export function SidePanel({ titleId, title, wrapTitle, subtitle, leading, headerActions, closeLabel, onClose, onSubmit, children, bodySpacing, footer, after }: SidePanelProps) {
  // opening a record is a new page of sorts: focus goes to its title, so it is announced
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const bodySx = { p: 2, flex: 1, overflowY: 'auto' } as const
  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ p: 2 }}>
        {leading}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} ref={heading} tabIndex={-1} variant="h6" component="h2" noWrap={!wrapTitle} sx={{ outline: 'none', ...(wrapTitle ? { overflowWrap: 'anywhere' } : {}) }}>
            {title}
          </Typography>
          {subtitle !== undefined && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        {headerActions}
        <IconButton aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      {bodySpacing === undefined ? (
        <Box sx={bodySx}>{children}</Box>
      ) : (
        <Stack spacing={bodySpacing} sx={bodySx}>
          {children}
        </Stack>
      )}
      <Divider />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ p: 2, alignItems: 'flex-start' }}>
        {footer}
      </Stack>
      {after}
    </Box>
  )
}
