// Filling one form response by its access code (spec 2 §2.8 "Form fill page", §2.9): loads
// /form-info-for-access-code (the form, its fields, the response with prepopulated and draft
// answers), shows the form's title and description, then the form engine's <FormFlow> — answers
// saved with /save-field-response on Next and kept on the device (IndexedDB) while offline, files
// uploaded on submit, /submit-form-response — and the thank-you (the form's text, or its html
// sanitized, or the engine's default). A response already submitted says 'This form has already
// been submitted'; an unknown or another patient's code 'This form is no longer available'.
// Used by /documents/forms/{accessCode} (portal-documents) and /link/form (portal-forms): a
// subpath of the engine (`@care/form-engine/fill/form-fill.tsx`), so a page that only previews
// (the console) does not carry the platform's calls.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { Alert, Box, Button, Stack, Typography } from '@care/ui/mui'
import { LoadingState } from '@care/ui'
import type { z } from 'zod'
import type { CareClient, NamedRouteTypes } from '@care/sdk'
import { engineField, type FormField, type SubmittedEntry } from '@care/contracts/forms/index'
import type { publicFormDetails } from '@care/contracts/routes/forms'
import { FormFlow } from '../form-flow.tsx'
import { formTexts } from '../texts.ts'
import type { DraftStore } from '../drafts/draft-store.ts'
import { useSanitizedHtml } from '../sanitize-html.ts'
import { formServices, type FormResponseRecord, type PostForm } from '../host/care-services.ts'

type PublicFormDetails = z.output<typeof publicFormDetails>
/**
 * What a fill page reads of a form: the public part of a forms record (what its page shows and its
 * intake settings), its id always there — a stored form, or the public details of one, is one.
 */
export type FormRecord = Pick<PublicFormDetails, 'id'> & Partial<Omit<PublicFormDetails, 'id'>>

/** /form-info-for-access-code's answer: the form, its fields (with prepopulated answers) and the response. */
type FormInfo = NamedRouteTypes['formInfoForAccessCode']['output']

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string; retry: boolean }
  | { state: 'loaded'; info: FormInfo; fields: FormField[] }

const statusOf = (e: unknown) => (e as { status?: number } | undefined)?.status

export interface FormFillProps {
  client: CareClient
  accessCode: string
  enduserId: string
  /** the loaded form (the public screen takes its colours and analytics id from it) */
  onForm?: (form: FormRecord) => void
  /** after a successful submit; the thank-you shows meanwhile */
  onSubmitted?: (response: FormResponseRecord, form: FormRecord) => void
  /** shown under a message (failure, already submitted, thank-you), e.g. 'Back to Documents' */
  actions?: ReactNode
  /** tests: where drafts are kept and how uploads are POSTed */
  draftStore?: DraftStore
  fetch?: PostForm
}

export function FormFill({ client, accessCode, enduserId, onForm, onSubmitted, actions, draftStore, fetch }: FormFillProps) {
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [submitted, setSubmitted] = useState<FormResponseRecord>()
  const heading = useRef<HTMLHeadingElement>(null)
  const callbacks = useRef({ onForm, onSubmitted })
  callbacks.current = { onForm, onSubmitted }

  useEffect(() => {
    let live = true
    setLoad({ state: 'loading' })
    client.api.formInfoForAccessCode({ accessCode }).then(
      (answer) => {
        if (!live) return
        setLoad({ state: 'loaded', info: answer, fields: answer.fields.map(engineField) })
        callbacks.current.onForm?.(answer.form)
      },
      (e: unknown) => {
        if (!live) return
        const status = statusOf(e)
        // 404: an unknown code, another patient's, or a deleted form (the server's own message)
        if (status === 404 || status === 403) setLoad({ state: 'failed', message: formTexts.noLongerAvailable, retry: false })
        else setLoad({ state: 'failed', message: (e as Error)?.message || formTexts.noLongerAvailable, retry: true })
      },
    )
    return () => {
      live = false
    }
  }, [client, accessCode, attempt])

  const databaseLabels = useMemo(
    () => new Map(load.state === 'loaded' ? load.fields.map((f) => [f.id, f.options?.databaseLabel]) : []),
    [load],
  )
  // one set of services per response: the engine's effects depend on their identity
  const services = useMemo(() => formServices(client, { accessCode, enduserId, fetch, databaseLabels }), [client, accessCode, enduserId, fetch, databaseLabels])

  const form = load.state === 'loaded' ? load.info.form : undefined
  const onSubmit = useCallback(
    async (responses: SubmittedEntry[]) => {
      const response = await services.submit(responses)
      setSubmitted(response)
      if (form) callbacks.current.onSubmitted?.(response, form)
      return response
    },
    [services, form],
  )

  useEffect(() => {
    if (submitted) heading.current?.focus()
  }, [submitted])

  if (load.state === 'loading') return <LoadingState label={formTexts.loadingForm} />
  if (load.state === 'failed') {
    return (
      <Stack spacing={2} alignItems="flex-start">
        <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>{load.message}</Alert>
        <Stack direction="row" spacing={1}>
          {load.retry && <Button variant="contained" onClick={() => setAttempt((n) => n + 1)}>{formTexts.tryAgain}</Button>}
          {actions}
        </Stack>
      </Stack>
    )
  }

  const { info, fields } = load
  const title = info.form.displayTitle || info.form.title || info.response.formTitle || ''
  const titleBlock = (
    <Box>
      <Typography ref={heading} tabIndex={-1} variant="h5" component="h1" sx={{ overflowWrap: 'anywhere', outline: 'none' }}>{title}</Typography>
      {info.form.description && <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }}>{info.form.description}</Typography>}
    </Box>
  )

  if (submitted) {
    return (
      <Stack spacing={3}>
        {titleBlock}
        <ThankYou form={info.form} />
        {actions && <Box>{actions}</Box>}
      </Stack>
    )
  }
  if (info.response.submittedAt) {
    return (
      <Stack spacing={3}>
        {titleBlock}
        <Alert severity="info">{formTexts.alreadySubmitted}</Alert>
        {actions && <Box>{actions}</Box>}
      </Stack>
    )
  }
  return (
    <Stack spacing={3}>
      {titleBlock}
      <FormFlow
        form={{ id: info.form.id, title, description: info.form.description }}
        fields={fields}
        accessCode={accessCode}
        initialAnswers={info.response.responses}
        onSaveField={services.onSaveField}
        onSubmit={onSubmit}
        uploadFile={services.uploadFile}
        loadChoices={services.loadChoices}
        drugLookup={services.drugLookup}
        card={services.card}
        fileUrl={services.fileUrl}
        draftStore={draftStore}
      />
    </Stack>
  )
}

/** The form's thank-you: its html (sanitized: staff wrote it, a patient reads it), its text, or the default. */
export function ThankYou({ form }: { form: Pick<FormRecord, 'htmlThanksMessage' | 'thanksMessage'> }) {
  const html = useSanitizedHtml(form.htmlThanksMessage?.trim() || undefined)
  return (
    <Alert severity="success" role="status">
      {form.htmlThanksMessage?.trim()
        ? <Box dangerouslySetInnerHTML={{ __html: html ?? '' }} sx={{ '& p': { m: 0 } }} />
        : <Typography sx={{ whiteSpace: 'pre-line' }}>{form.thanksMessage?.trim() || formTexts.thankYou}</Typography>}
    </Alert>
  )
}
