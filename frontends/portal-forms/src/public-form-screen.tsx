// /link/form?f=<formId>&a=<accessCode> (spec 2 §2.9): a form opened by link.
// - A signed-in patient with `a` fills that response; with only `f` (a public form) a response is
//   prepared for them (POST /prepare-form-response).
// - An anonymous visitor with only `f`: GET /forms/public-details (404: 'This form is no longer
//   available'), the intake fields the form asks for, then POST /session-for-public-form, which
//   matches or creates the patient and answers a patient session and an access code. That session
//   fills this form only: it lives in a client of its own (kept for the tab in sessionStorage, so a
//   reload resumes the same response and its draft), never in the portal's sign-in.
// - An anonymous visitor with `a` (a patient's own link) is asked to sign in first.
// Then the form engine fills it (@care/form-engine's FormFill); after submit the form's thank-you, or its
// submitRedirectURL. `hideBg=true` drops the background; the form's backgroundColor colours it;
// ga4measurementId loads gtag.js (see analytics.ts for the page's Content-Security-Policy).
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Alert, Box, Button, Link, Paper, Stack } from '@mui/material'
import { LoadingState } from '@care/ui'
import { createCareClient, memoryStorage, type CareClient } from '@care/sdk'
import { useCareClient, useSession } from '@care/sdk/react'
import type { DraftStore } from '@care/form-engine'
import { FormFill, type FormRecord } from '@care/form-engine/fill/form-fill.tsx'
import { texts } from './texts.ts'
import { IntakeStep } from './public/intake-step.tsx'
import { intakeFieldsOf, keepPublicSession, readPublicSession, safeRedirect, type IntakeField, type IntakeValues, type PublicFormSession } from './public/intake.ts'
import { gtagEvent, loadGtag } from './public/analytics.ts'

export interface PublicFormScreenProps {
  navigate?: (url: string) => void
  /** the page's query string (default: the location's) */
  search?: string
  /** the client that holds a public form's session (default: a new in-memory client on the same API) */
  createPublicClient?: (base: CareClient) => CareClient
  /** leaves the portal for submitRedirectURL (default: location.assign) */
  redirect?: (url: string) => void
  draftStore?: DraftStore
  fetch?: typeof fetch
}

type Phase =
  | { kind: 'missing' }
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'failed'; message: string }
  | { kind: 'signIn' }
  | { kind: 'intake'; fields: IntakeField[]; error?: string }
  | { kind: 'fill'; client: CareClient; accessCode: string; enduserId: string; isPublic: boolean }
  | { kind: 'redirecting'; url: string }

const statusOf = (e: unknown) => (e as { status?: number } | undefined)?.status
const messageOf = (e: unknown) => (e as Error | undefined)?.message || texts.noLongerAvailable
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%deg/]+\)|[a-z]{3,30})$/i

export function defaultPublicClient(base: CareClient): CareClient {
  return createCareClient({ apiBaseUrl: base.apiUrl, kind: 'enduser', storage: memoryStorage(), businessId: base.businessId })
}

function publicClientFor(base: CareClient, s: PublicFormSession, create: (base: CareClient) => CareClient) {
  const c = create(base)
  c.setSession({ authToken: s.authToken, enduser: { id: s.enduserId } })
  return c
}

export function PublicFormScreen({ navigate, search, createPublicClient = defaultPublicClient, redirect, draftStore, fetch }: PublicFormScreenProps) {
  const client = useCareClient()
  const session = useSession()
  const query = useMemo(() => new URLSearchParams(search ?? window.location.search), [search])
  const formId = query.get('f') ?? ''
  const accessCode = query.get('a') ?? ''
  const hideBg = query.get('hideBg') === 'true'
  const me = session.authToken ? session.enduser?.id : undefined
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' })
  const [form, setForm] = useState<FormRecord>()
  const [attempt, setAttempt] = useState(0)

  const fillPublic = useCallback(
    (s: PublicFormSession) => setPhase({ kind: 'fill', client: publicClientFor(client, s, createPublicClient), accessCode: s.accessCode, enduserId: s.enduserId, isPublic: true }),
    [client, createPublicClient],
  )

  useEffect(() => {
    let live = true
    const set = (p: Phase) => live && setPhase(p)
    async function start() {
      if (me && accessCode) return set({ kind: 'fill', client, accessCode, enduserId: me, isPublic: false })
      if (!formId) return set(accessCode ? { kind: 'signIn' } : { kind: 'missing' })
      if (!me && accessCode) return set({ kind: 'signIn' })
      set({ kind: 'loading' })
      let details: FormRecord
      try {
        details = (await client.api.formsPublicDetails({ formId })).form
      } catch (e) {
        const status = statusOf(e)
        return set(status === 404 || status === 403 || status === 400 ? { kind: 'unavailable' } : { kind: 'failed', message: messageOf(e) })
      }
      if (!live) return
      if (details.disabled === true) return set({ kind: 'unavailable' })
      setForm(details)
      const kept = readPublicSession(formId)
      if (me) {
        // a signed-in patient: their own response to the public form, kept for the tab
        if (kept && kept.enduserId === me) return set({ kind: 'fill', client, accessCode: kept.accessCode, enduserId: me, isPublic: false })
        try {
          const prepared = await client.api.prepareFormResponse({ formId, enduserId: me })
          keepPublicSession(formId, { accessCode: prepared.accessCode, authToken: '', enduserId: me })
          return set({ kind: 'fill', client, accessCode: prepared.accessCode, enduserId: me, isPublic: false })
        } catch (e) {
          return set(statusOf(e) === 404 ? { kind: 'unavailable' } : { kind: 'failed', message: messageOf(e) })
        }
      }
      if (kept?.authToken) return live && fillPublic(kept)
      const fields = intakeFieldsOf(details)
      if (fields.length) return set({ kind: 'intake', fields })
      try {
        const s = await openPublicSession(details, {})
        if (live) fillPublic(s)
      } catch (e) {
        set(statusOf(e) === 403 || statusOf(e) === 404 ? { kind: 'unavailable' } : { kind: 'failed', message: messageOf(e) })
      }
    }
    void start()
    return () => {
      live = false
    }
    // the screen starts over for another link, another session, or Try again
  }, [client, me, formId, accessCode, attempt])

  // a public session's client is this screen's own: closed when it is replaced or the screen goes
  useEffect(() => {
    if (phase.kind !== 'fill' || !phase.isPublic) return
    const c = phase.client
    return () => c.close()
  }, [phase])

  useEffect(() => {
    if (form?.ga4measurementId) loadGtag(form.ga4measurementId)
  }, [form?.ga4measurementId])

  async function openPublicSession(details: FormRecord, values: IntakeValues): Promise<PublicFormSession> {
    const input: Record<string, string> = {}
    for (const [k, v] of Object.entries(values)) if (v?.trim()) input[k] = v.trim()
    const businessId = details.businessId ?? client.businessId ?? ''
    const s = await client.api.sessionForPublicForm({ formId, businessId, ...input })
    const kept = { accessCode: s.accessCode, authToken: s.authToken, enduserId: s.enduserId }
    keepPublicSession(formId, kept)
    return kept
  }

  const startFromIntake = async (values: IntakeValues) => {
    if (!form || phase.kind !== 'intake') return
    try {
      fillPublic(await openPublicSession(form, values))
    } catch (e) {
      if (statusOf(e) === 403 || statusOf(e) === 404) setPhase({ kind: 'unavailable' })
      else setPhase({ ...phase, error: messageOf(e) })
    }
  }

  const onSubmitted = (_response: unknown, submittedForm: FormRecord) => {
    // the response is done: a reload of a public link starts a new one
    if (formId) keepPublicSession(formId, undefined)
    gtagEvent('form_submit', { form_id: submittedForm.id })
    const url = safeRedirect(submittedForm.submitRedirectURL)
    if (url) {
      setPhase({ kind: 'redirecting', url })
      ;(redirect ?? ((u: string) => window.location.assign(u)))(url)
    }
  }

  const background = hideBg ? 'transparent' : form?.backgroundColor && COLOR.test(form.backgroundColor.trim()) ? form.backgroundColor.trim() : 'background.default'
  const here = typeof window === 'undefined' ? '/link/form' : `${window.location.pathname}${window.location.search}`

  let content
  switch (phase.kind) {
    case 'loading':
      content = <LoadingState label={texts.loadingForm} />
      break
    case 'missing':
      content = <Alert severity="warning">{texts.missingLink}</Alert>
      break
    case 'unavailable':
      content = <Alert severity="warning" role="alert">{texts.noLongerAvailable}</Alert>
      break
    case 'failed':
      content = (
        <Stack spacing={2} alignItems="flex-start">
          <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>{phase.message}</Alert>
          <Button variant="contained" onClick={() => setAttempt((n) => n + 1)}>{texts.tryAgain}</Button>
        </Stack>
      )
      break
    case 'signIn':
      content = (
        <Stack spacing={2} alignItems="flex-start">
          <Alert severity="info" sx={{ alignSelf: 'stretch' }}>{texts.signInToFill}</Alert>
          <Button variant="contained" href={`/login?next=${encodeURIComponent(here)}`} onClick={(e) => {
            if (!navigate) return
            e.preventDefault()
            navigate(`/login?next=${encodeURIComponent(here)}`)
          }}>{texts.signInToFill}</Button>
        </Stack>
      )
      break
    case 'intake':
      content = (
        <Stack spacing={3}>
          {form && <FormHeading form={form} />}
          <IntakeStep fields={phase.fields} onStart={startFromIntake} error={phase.error} />
        </Stack>
      )
      break
    case 'fill':
      content = (
        <FormFill
          key={`${phase.accessCode}`}
          client={phase.client}
          accessCode={phase.accessCode}
          enduserId={phase.enduserId}
          onForm={(f) => setForm((old) => ({ ...old, ...f }))}
          onSubmitted={onSubmitted}
          draftStore={draftStore}
          fetch={fetch}
        />
      )
      break
    case 'redirecting':
      content = (
        <Alert severity="success" role="status">
          {texts.redirecting} <Link href={phase.url}>{texts.continueTo}</Link>
        </Alert>
      )
      break
  }

  return (
    <Box sx={{ bgcolor: background, minHeight: me ? '100%' : '100vh', boxSizing: 'border-box', py: { xs: 2, sm: 4 }, px: { xs: 1, sm: 2 } }}>
      <Paper elevation={hideBg ? 0 : 1} sx={{ maxWidth: 800, mx: 'auto', p: { xs: 2, sm: 4 }, ...(hideBg ? { bgcolor: 'transparent' } : {}) }}>
        {/* signed in, the shell's layout has the page's main landmark; an anonymous visitor's page has only this */}
        <Box component={me ? 'div' : 'main'}>{content}</Box>
      </Paper>
    </Box>
  )
}

function FormHeading({ form }: { form: FormRecord }) {
  return (
    <Box>
      <Box component="h1" sx={{ typography: 'h5', m: 0, overflowWrap: 'anywhere' }}>{form.displayTitle || form.title}</Box>
      {form.description && <Box component="p" sx={{ color: 'text.secondary', mb: 0, whiteSpace: 'pre-line' }}>{form.description}</Box>}
    </Box>
  )
}
