// Booking pages: the list with each page's public link (copyable) and a link that expires
// (POST /appointment-booking-pages/generate-access-token), and the editor: title (unique),
// appointment types, locations (at least one), terms, intake and thank-you texts, colours, notice
// hours, care-team / state limits, hidden from portal — with a live preview of colours and texts.
import { useMemo, useState } from 'react'
import { Alert, Autocomplete, Box, Button, Checkbox, FormControlLabel, IconButton, Stack, TextField, Typography } from '@mui/material'
import { useAction, useCareClient, useCollection, useFormAction } from '@care/sdk/react'
import { ActionDialog, CloseIcon, FormDialog, texts as shared } from '@care/ui'
import { BookingPreview } from './booking-preview.tsx'
import { placeBy } from './errors.ts'
import { RecordList, useRecordEditor } from './record-list.tsx'
import { bookingLink, fromLocalInput, titleOf, toLocalInput, type BookingPage, type Term } from './records.ts'
import { texts } from './texts.ts'

const t = texts.pages
const TEXTS = ['intakeTitle', 'intakeDescription', 'thankYouTitle', 'thankYouDescription'] as const
const COLORS = ['primaryColor', 'secondaryColor', 'backgroundColor'] as const
const FLAGS = ['limitedToCareTeam', 'limitedByState', 'hiddenFromPortal'] as const
const FIELDS = ['title', 'calendarEventTemplateIds', 'locationIds', 'terms', 'hoursBeforeBookingAllowed', ...TEXTS, ...COLORS, ...FLAGS] as const
const place = placeBy(FIELDS)
export const DEFAULT_PAGE_COLORS = { primaryColor: '#1565c0', secondaryColor: '#00897b', backgroundColor: '#ffffff' }

export interface PageDraft extends Record<(typeof TEXTS)[number] | (typeof COLORS)[number], string>, Record<(typeof FLAGS)[number], boolean> {
  title: string
  calendarEventTemplateIds: string[]
  locationIds: string[]
  terms: Term[]
  hoursBeforeBookingAllowed: string
}

/** the clipboard, or a refusal when the page may not use it */
const copy = async (text: string) => {
  if (!navigator.clipboard) throw new Error(t.copyFailed)
  await navigator.clipboard.writeText(text)
}

export function BookingPages({ origin = window.location.origin }: { origin?: string }) {
  const list = useCollection('appointment_booking_pages')
  const templates = useCollection('calendar_event_templates')
  const editor = useRecordEditor<BookingPage>()
  const [expiring, setExpiring] = useState<BookingPage>()
  const copying = useAction()
  const titles = useMemo(() => new Map(templates.records.map((x) => [x.id, titleOf(x)])), [templates.records])
  return (
    <>
      {copying.error && (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => copying.setError('')}>
          {copying.error}
        </Alert>
      )}
      <RecordList
        heading={t.heading}
        createLabel={t.create}
        loadingLabel={t.loading}
        emptyText={t.empty}
        columns={[t.columns.title, t.columns.types, t.columns.link]}
        actionsLabel={t.columns.actions}
        list={list}
        collection="appointment_booking_pages"
        cells={(p) => [
          p.title,
          (p.calendarEventTemplateIds ?? []).map((id) => titles.get(id) ?? '').filter(Boolean).join(', '),
          <Typography key="link" variant="body2" component="code" sx={{ fontSize: 12 }}>
            {bookingLink(origin, p)}
          </Typography>,
        ]}
        rowActions={(p) => (
          <>
            <Button size="small" aria-label={t.copyLink(titleOf(p))} onClick={() => void copying.run(() => copy(bookingLink(origin, p)), { errorText: () => t.copyFailed }).then((ok) => ok && editor.setNotice(t.copied))}>
              {t.copy}
            </Button>
            <Button size="small" onClick={() => setExpiring(p)}>
              {t.expiringLink}
            </Button>
          </>
        )}
        editLabel={t.edit}
        deleteLabel={t.delete}
        deletedText={t.deleted}
        {...editor.listProps}
      />
      {editor.dialog && <PageDialog page={editor.dialog.record} onClose={editor.dialog.onClose} onSaved={editor.dialog.onSaved} />}
      {expiring && <ExpiringLinkDialog page={expiring} origin={origin} onClose={() => setExpiring(undefined)} onCopied={() => editor.setNotice(t.copied)} />}
    </>
  )
}

const WEEK_MS = 7 * 24 * 3600_000

function ExpiringLinkDialog({ page, origin, onClose, onCopied }: { page: BookingPage; origin: string; onClose: () => void; onCopied: () => void }) {
  const client = useCareClient()
  const [expiresAt, setExpiresAt] = useState(() => toLocalInput(Date.now() + WEEK_MS))
  const [link, setLink] = useState('')
  const { busy, error, run } = useAction()
  const generate = () =>
    run(async () => {
      const { token } = await client.api.appointmentBookingPagesGenerateAccessToken({ bookingPageId: page.id, expiresAt: new Date(fromLocalInput(expiresAt)).toISOString() })
      setLink(bookingLink(origin, page, token))
    })
  const valid = fromLocalInput(expiresAt) > Date.now()
  return (
    <ActionDialog titleId="expiring-link-title" title={t.expiringTitle(titleOf(page))} onClose={onClose} actionLabel={link ? t.copyLink(titleOf(page)) : t.generate} onAction={() => void (link ? run(() => copy(link), { errorText: () => t.copyFailed }).then((ok) => ok && onCopied()) : generate())} actionDisabled={busy || !valid} error={error} maxWidth="sm">
      <TextField label={t.expiresAt} type="datetime-local" value={expiresAt} onChange={(e) => {
        setExpiresAt(e.target.value)
        setLink('')
      }} InputLabelProps={{ shrink: true }} fullWidth sx={{ mt: 1 }} />
      {link && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2">{t.generated}</Typography>
          <TextField value={link} fullWidth size="small" inputProps={{ readOnly: true, 'aria-label': t.expiringLink }} onFocus={(e) => e.target.select()} />
        </Box>
      )}
    </ActionDialog>
  )
}

export function draftOfPage(p?: BookingPage): PageDraft {
  return {
    title: p?.title ?? '',
    calendarEventTemplateIds: [...(p?.calendarEventTemplateIds ?? [])],
    locationIds: [...(p?.locationIds ?? [])],
    terms: (p?.terms ?? []).map((x) => ({ title: x.title, link: x.link })),
    hoursBeforeBookingAllowed: p?.hoursBeforeBookingAllowed === undefined || p.hoursBeforeBookingAllowed === null ? '' : String(p.hoursBeforeBookingAllowed),
    intakeTitle: p?.intakeTitle ?? '',
    intakeDescription: p?.intakeDescription ?? '',
    thankYouTitle: p?.thankYouTitle ?? '',
    thankYouDescription: p?.thankYouDescription ?? '',
    primaryColor: p?.primaryColor || DEFAULT_PAGE_COLORS.primaryColor,
    secondaryColor: p?.secondaryColor || DEFAULT_PAGE_COLORS.secondaryColor,
    backgroundColor: p?.backgroundColor || DEFAULT_PAGE_COLORS.backgroundColor,
    limitedToCareTeam: p?.limitedToCareTeam === true,
    limitedByState: p?.limitedByState === true,
    hiddenFromPortal: p?.hiddenFromPortal === true,
  }
}

/** what a create or update sends ('' notice hours clears them) */
export function pageFieldsOf(d: PageDraft) {
  return {
    ...d,
    title: d.title.trim(),
    terms: d.terms.map((x) => ({ title: x.title.trim(), link: x.link.trim() })).filter((x) => x.title || x.link),
    hoursBeforeBookingAllowed: d.hoursBeforeBookingAllowed === '' ? ('' as const) : Number(d.hoursBeforeBookingAllowed),
  }
}

function PageDialog({ page, onClose, onSaved }: { page?: BookingPage; onClose: () => void; onSaved: () => void }) {
  const client = useCareClient()
  const templates = useCollection('calendar_event_templates')
  const locations = useCollection('appointment_locations')
  const [draft, setDraft] = useState<PageDraft>(() => draftOfPage(page))
  const { submitting, errors, formError, submit, clearError } = useFormAction(place, shared.anErrorOccurred)
  const set = <K extends keyof PageDraft>(key: K, value: PageDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }))
    clearError(key)
  }
  const setTerm = (i: number, term: Partial<Term>) => set('terms', draft.terms.map((x, j) => (j === i ? { ...x, ...term } : x)))
  const save = () =>
    void submit(async () => {
      const fields = pageFieldsOf(draft)
      const saved = page
        ? await client.collections.appointment_booking_pages.updateOne(page.id, fields, { replaceObjectFields: true })
        : await client.collections.appointment_booking_pages.createOne(fields)
      client.collection('appointment_booking_pages').addReplaceIfMatch([saved])
      onSaved()
    })
  const byId = <T extends { id: string }>(list: readonly T[], ids: readonly string[]) => ids.map((id) => list.find((x) => x.id === id)).filter((x): x is T => Boolean(x))
  const hoursValid = draft.hoursBeforeBookingAllowed === '' || (Number.isFinite(Number(draft.hoursBeforeBookingAllowed)) && Number(draft.hoursBeforeBookingAllowed) >= 0)
  const noLocation = !draft.locationIds.length
  return (
    <FormDialog titleId="page-dialog-title" title={page ? t.editTitle(titleOf(page)) : t.createTitle} onClose={onClose} onSubmit={save} submitLabel={page ? texts.save : texts.create} submitting={submitting} submitDisabled={!draft.title.trim() || noLocation || !hoursValid} error={formError} maxWidth="md">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ pt: 1 }}>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <TextField label={t.title} required value={draft.title} onChange={(e) => set('title', e.target.value)} error={Boolean(errors.title)} helperText={errors.title} inputProps={{ maxLength: 1000 }} />
          <Autocomplete
            multiple
            options={templates.records as (typeof templates.records)[number][]}
            value={byId(templates.records, draft.calendarEventTemplateIds)}
            onChange={(_e, list) => set('calendarEventTemplateIds', list.map((x) => x.id))}
            getOptionLabel={(x) => titleOf(x)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label={t.types} error={Boolean(errors.calendarEventTemplateIds)} helperText={errors.calendarEventTemplateIds} />}
          />
          <Autocomplete
            multiple
            options={locations.records as (typeof locations.records)[number][]}
            value={byId(locations.records, draft.locationIds)}
            onChange={(_e, list) => set('locationIds', list.map((x) => x.id))}
            getOptionLabel={(x) => titleOf(x)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label={t.locations} required error={Boolean(errors.locationIds)} helperText={errors.locationIds ?? (noLocation ? t.locationsRequired : undefined)} />}
          />
          {TEXTS.map((f) => (
            <TextField key={f} label={t[f]} value={draft[f]} onChange={(e) => set(f, e.target.value)} multiline={f.endsWith('Description')} error={Boolean(errors[f])} helperText={errors[f]} inputProps={{ maxLength: f.endsWith('Description') ? 5000 : 1000 }} />
          ))}
          <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
            {COLORS.map((f) => (
              <TextField key={f} label={t[f]} type="color" value={draft[f]} onChange={(e) => set(f, e.target.value)} sx={{ width: 140 }} />
            ))}
          </Stack>
          <TextField label={t.hoursBeforeBookingAllowed} type="number" value={draft.hoursBeforeBookingAllowed} onChange={(e) => set('hoursBeforeBookingAllowed', e.target.value)} error={!hoursValid || Boolean(errors.hoursBeforeBookingAllowed)} helperText={errors.hoursBeforeBookingAllowed} inputProps={{ min: 0 }} />
          <Stack>
            {FLAGS.map((f) => (
              <FormControlLabel key={f} control={<Checkbox checked={draft[f]} onChange={(e) => set(f, e.target.checked)} />} label={t[f]} />
            ))}
          </Stack>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2">
              {t.terms}
            </Typography>
            {draft.terms.map((term, i) => (
              <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
                <TextField size="small" label={t.termTitle} value={term.title} onChange={(e) => setTerm(i, { title: e.target.value })} inputProps={{ maxLength: 1000 }} />
                <TextField size="small" label={t.termLink} value={term.link} onChange={(e) => setTerm(i, { link: e.target.value })} inputProps={{ maxLength: 5000 }} sx={{ flex: 1 }} />
                <IconButton aria-label={t.removeTerm(i + 1)} onClick={() => set('terms', draft.terms.filter((_, j) => j !== i))}>
                  <CloseIcon />
                </IconButton>
              </Stack>
            ))}
            {errors.terms && (
              <Typography variant="body2" color="error">
                {errors.terms}
              </Typography>
            )}
            <Button sx={{ mt: 1 }} onClick={() => set('terms', [...draft.terms, { title: '', link: '' }])}>
              {t.addTerm}
            </Button>
          </Box>
        </Stack>
        <Box sx={{ flex: 1, minWidth: 0, position: { md: 'sticky' }, top: 0, alignSelf: 'flex-start' }}>
          <BookingPreview draft={draft} templateTitles={byId(templates.records, draft.calendarEventTemplateIds).map(titleOf)} />
        </Box>
      </Stack>
    </FormDialog>
  )
}
