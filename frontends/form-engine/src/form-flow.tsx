// <FormFlow>: one field per page (spec 3 §2), Next/Previous, a progress indicator, Submit on the
// last page. The walk itself (tree, history, includeInSubmit, callouts, what is submitted) is
// contracts' pure flow; this component holds its state, the chosen files, the offline draft and
// the submit.
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material'
import { useLeaveGuard } from '@care/ui/unsaved-changes.tsx'
import {
  goBack, goNext, isLast, progress, responsesForSubmit, setAnswer, setRepeat, startFlow, touch, validateField,
  type FileEntry, type FileValue, type FlowState, type FormField,
} from '@care/contracts/forms/index'
import { FieldView, type FieldServices } from './field-view.tsx'
import { formTexts } from './texts.ts'
import type { FormFlowProps } from './types.ts'
import { useFormDrafts } from './use-form-drafts.ts'
import { preloadWidgets } from './widgets/lazy.tsx'

export type SubmissionStatus = undefined | 'uploading-files' | 'submitting'

/** Enter advances except in long text, question groups, and choices with an 'Other' text unless radio. */
export function enterAdvances(field: FormField): boolean {
  if (field.type === 'stringLong' || field.type === 'Question Group') return false
  if ((field.type === 'Dropdown' || field.type === 'multiple_choice') && field.options?.other && !field.options.radio) return false
  return true
}

const FILE_TYPES = new Set(['file', 'files'])

function startOrError(fields: FormField[], props: FormFlowProps): FlowState | Error {
  try {
    return startFlow(fields, props.initialAnswers)
  } catch (e) {
    return e as Error
  }
}

export function FormFlow(props: FormFlowProps) {
  const { form, fields, onSubmit, uploadFile, preview, hideProgress, thankYouText = formTexts.thankYou } = props
  const drafts = useFormDrafts(props.accessCode, props.onSaveField, props.draftStore)
  const [state, setState] = useState<FlowState | Error>(() => startOrError(fields, props))
  const [files, setFiles] = useState<ReadonlyMap<string, File[]>>(new Map())
  const [status, setStatus] = useState<SubmissionStatus>()
  const [submitError, setSubmitError] = useState<string>()
  const [done, setDone] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  // a preview submits nothing, so leaving it loses nothing
  useLeaveGuard(!done && !preview)

  // the widgets this form needs, while the connection is there
  useEffect(() => preloadWidgets(fields.map((f) => f.type)), [fields])

  // once the draft is read: a draft on this device wins over the starting answers (it is where the
  // person left off); from then on every change of the flow is kept
  const restoredOnce = useRef(false)
  useEffect(() => {
    if (!drafts.ready || done || state instanceof Error) return
    if (!restoredOnce.current) {
      restoredOnce.current = true
      const draft = drafts.restored?.state
      if (draft && fields.some((f) => f.id === draft.currentId)) return setState(draft)
    }
    drafts.keep(state)
    // drafts.keep and .restored are read once they are ready; what changes is the state
  }, [state, drafts.ready, done])

  // focus follows the page: the new field's title is announced
  const currentId = state instanceof Error ? undefined : state.currentId
  useEffect(() => {
    if (moved.current) heading.current?.focus()
  }, [currentId])

  const fileEntries = useMemo(() => new Map<string, FileEntry>([...files].map(([id, list]) => [id, { fieldId: id, files: list.map(({ name, size, type }) => ({ name, size, type })) }])), [files])
  const update = useCallback((change: (s: FlowState) => FlowState) => setState((s) => (s instanceof Error ? s : change(s))), [])

  if (state instanceof Error) {
    return (
      <Alert severity="error" role="alert">
        {state.message}
      </Alert>
    )
  }
  if (!drafts.ready) return <LinearProgress aria-label={formTexts.loadingForm} />
  if (done) {
    return (
      <Typography role="status" variant="h6" component="p" sx={{ py: 4, textAlign: 'center' }}>
        {thankYouText}
      </Typography>
    )
  }

  const field = fields.find((f) => f.id === state.currentId)!
  const error = validateField(fields, state, state.currentId, fileEntries)
  const last = isLast(fields, state)
  const { step, total } = progress(fields, state)
  const busy = status !== undefined

  const services: FieldServices = {
    loadChoices: props.loadChoices,
    drugLookup: props.drugLookup,
    card: props.card,
    fileUrl: props.fileUrl,
    loadPdf: props.loadPdf,
    fieldsById: new Map(fields.map((f) => [f.id, f])),
    entriesById: new Map(state.entries.map((e) => [e.fieldId, e])),
    // the browser's own check first; else what the server said when it refused this answer's save
    errorOf: (id) => validateField(fields, state, id, fileEntries) ?? drafts.refused.get(id) ?? null,
    pendingFiles: files,
    setFiles: (id, list) => {
      setFiles((m) => new Map(m).set(id, list))
      update((s) => touch(fields, s, id))
    },
    repeats: state.repeats,
    setRepeat: (id, value) => update((s) => setRepeat(s, id, value)),
    setAnswer: (id, value) => {
      drafts.forget(id)
      update((s) => setAnswer(fields, s, id, value))
    },
    touch: (id) => update((s) => touch(fields, s, id)),
  }

  // refusals of answers given on earlier pages are said here too: the person has moved on
  const onPage = new Set([field.id, ...(field.options?.subFields?.map((s) => s.id) ?? [])])
  const refusedElsewhere = [...drafts.refused].filter(([id]) => !onPage.has(id))

  const next = () => {
    if (error || busy) return update((s) => touch(fields, s, s.currentId))
    if (!FILE_TYPES.has(field.type)) {
      // save_field_response is not awaited: the draft queue sends it, now or when back online
      const ids = [field.id, ...(field.options?.subFields?.map((s) => s.id) ?? [])]
      for (const id of ids) {
        const entry = services.entriesById.get(id)
        if (entry && !FILE_TYPES.has(services.fieldsById.get(id)?.type ?? '')) drafts.save(entry)
      }
    }
    moved.current = true
    update((s) => goNext(fields, s))
  }
  const back = () => {
    moved.current = true
    update(goBack)
  }

  const submit = async () => {
    if (error || busy) return update((s) => touch(fields, s, s.currentId))
    setSubmitError(undefined)
    let final = state
    try {
      // the fields on the path taken, and the subfields of its groups
      const onPath = new Set(
        [...state.history, state.currentId].flatMap((id) => [id, ...(services.fieldsById.get(id)?.options?.subFields?.map((s) => s.id) ?? [])]),
      )
      const toUpload = [...files].filter(([id, list]) => onPath.has(id) && list.length)
      if (toUpload.length) {
        setStatus('uploading-files')
        if (!preview && !uploadFile) throw new Error(formTexts.failedToUploadFile)
        for (const [id, list] of toUpload) {
          const uploaded: FileValue[] = []
          for (const file of list) {
            const { secureName } = preview ? { secureName: '' } : await uploadFile!(file, { fieldId: id })
            uploaded.push({ name: file.name, secureName, type: file.type })
          }
          // files adds to what an earlier visit uploaded; file replaces it
          const earlier = final.entries.find((e) => e.fieldId === id)?.answer
          final = setAnswer(fields, final, id, earlier?.type === 'files' ? [...(earlier.value ?? []), ...uploaded] : uploaded[0])
        }
        setState(final)
        setFiles(new Map())
      }
      setStatus('submitting')
      if (!preview) await onSubmit(responsesForSubmit(fields, final))
      await drafts.clear()
      setDone(true)
    } catch (e) {
      setSubmitError((e as { message?: string })?.message || formTexts.failedToUploadFile)
    } finally {
      setStatus(undefined)
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.shiftKey || !enterAdvances(field)) return
    const target = event.target as HTMLElement
    if (target.tagName === 'TEXTAREA' || target.tagName === 'BUTTON' || target.tagName === 'A' || target.getAttribute('role') === 'button') return
    event.preventDefault()
    if (last) void submit()
    else next()
  }

  return (
    <Box component="form" noValidate aria-label={form.title ?? undefined} onSubmit={(e) => e.preventDefault()} onKeyDown={onKeyDown} sx={{ maxWidth: 720, mx: 'auto' }}>
      {!hideProgress && (
        <Box sx={{ mb: 3 }}>
          <LinearProgress variant="determinate" value={(100 * (step - 1)) / Math.max(total, 1)} aria-label={formTexts.progress(step, total)} />
          <Typography variant="caption" color="text.secondary">
            {formTexts.progress(step, total)}
          </Typography>
        </Box>
      )}
      {!drafts.online && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {formTexts.offlineSaved}
        </Alert>
      )}
      {refusedElsewhere.map(([id, message]) => (
        <Alert key={id} severity="error" role="alert" sx={{ mb: 2 }}>
          {formTexts.answerRefused(services.fieldsById.get(id)?.title ?? id, message)}
        </Alert>
      ))}
      <FieldView key={field.id} ref={heading} field={field} services={services} />
      <Stack direction="row" justifyContent="space-between" sx={{ mt: 4 }}>
        <Button onClick={back} disabled={state.history.length === 0 || busy}>
          {formTexts.previous}
        </Button>
        {last ? (
          <Button variant="contained" onClick={() => void submit()} disabled={!!error || busy} aria-busy={busy}>
            {status === 'uploading-files' ? formTexts.uploadingFiles : status === 'submitting' ? formTexts.submitting : formTexts.submit}
          </Button>
        ) : (
          <Button variant="contained" onClick={next} disabled={!!error}>
            {formTexts.next}
          </Button>
        )}
      </Stack>
      {submitError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {submitError}
        </Alert>
      )}
    </Box>
  )
}
