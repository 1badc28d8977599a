// /documents/forms/{accessCode} (spec 2 §2.8 "Form fill page"): the form's title, description and
// questionnaire (@care/form-engine's FormFill: the engine with drafts, uploads and submit), for the
// signed-in patient; 'Back to Documents' above it and under any message. A code that does not
// load says so ('This form is no longer available', or the server's message with Try again).
import { Alert, Box, Button, Stack, createSvgIcon } from '@care/ui/mui'
import { useCareClient, useSession } from '@care/sdk/react'
import { formTexts, type DraftStore } from '@care/form-engine'
import { FormFill } from '@care/form-engine/fill/form-fill.tsx'
import { texts } from '../texts.ts'

const BackIcon = createSvgIcon(<path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" />, 'ArrowBack')

export interface FormFillPageProps {
  accessCode: string | undefined
  navigate: (url: string) => void
  /** tests */
  draftStore?: DraftStore
  fetch?: typeof fetch
}

export function FormFillPage({ accessCode, navigate, draftStore, fetch }: FormFillPageProps) {
  const client = useCareClient()
  const { enduser } = useSession()
  const back = (variant: 'text' | 'outlined') => (
    <Button variant={variant} startIcon={variant === 'text' ? <BackIcon /> : undefined} onClick={() => navigate('/documents')}>{texts.backToDocuments}</Button>
  )
  if (!enduser) return null
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 800, mx: 'auto' }}>
      <Stack spacing={2}>
        <Box>{back('text')}</Box>
        {accessCode
          ? <FormFill key={accessCode} client={client} accessCode={accessCode} enduserId={enduser.id} actions={back('outlined')} draftStore={draftStore} fetch={fetch} />
          : <Alert severity="error" role="alert">{formTexts.noLongerAvailable}</Alert>}
      </Stack>
    </Box>
  )
}
