// The booking flow of spec 2 §2.16 and §4, used by the signed-in page (/book-an-appointment/:pageId)
// and the public one (/appointment-booking-page): loads the page (§7 'Token check' first when the link
// carries a bookingToken — 'This link has expired' —, then 'Booking details'), then walks the steps of
// flow/steps.ts. An anonymous visitor's intake opens a patient session of their own
// (/session-for-public-appointment-booking) in a client of its own, never the portal's sign-in; a
// signed-in patient books with the page's client. Booking (§7 'Book') is retried once without the
// time zone when it fails; then 'ThankYou', or the page's redirect URL.
import { useEffect, useMemo, useState } from 'react'
import { Alert, Box, Stack, Typography } from '@care/ui/mui'
import { CareThemeProvider, ErrorState, LoadingState, UserAvatar, isUsableColor } from '@care/ui'
import { createCareClient, memoryStorage, type CareClient } from '@care/sdk'
import { useCareClient, useSession } from '@care/sdk/react'
import { texts } from './texts.ts'
import { productsOf, readBookingInfo, safeRedirect, totalCents, type BookingInfo } from './flow/booking-info.ts'
import { addMonthsIn, boundsOf, dayKey, daysWithSlots, offeredSlots, selectionForMonth, zoneOf, type Slot } from './flow/calendar.ts'
import { intakeInput, type IntakeValues } from './flow/intake.ts'
import type { BookingLink } from './flow/link.ts'
import { backStep, firstStep, nextStep, type FlowFacts, type Step } from './flow/steps.ts'
import { useAvailability } from './flow/use-availability.ts'
import { StepFrame } from './steps/step-frame.tsx'
import { PickType } from './steps/pick-type.tsx'
import { CalendarStep } from './steps/calendar-step.tsx'
import { PickState } from './steps/pick-state.tsx'
import { IntakeStep } from './steps/intake-step.tsx'
import { ConfirmationStep } from './steps/confirmation-step.tsx'
import { Redirecting, ThankYouText } from './steps/thank-you.tsx'
import { PaymentStep } from './steps/payment-step.tsx'
import { paymentTexts } from '@care/ui/payments/index'

/** §2.16: the flow is 320 px wide at most. */
export const FLOW_MAX_WIDTH = 320

export interface BookingFlowProps {
  link: BookingLink
  businessId: string
  /** the clock (tests) */
  now?: () => number
  /** the client that holds an anonymous visitor's booking session (default: a new in-memory client on the same API) */
  createPublicClient?: (base: CareClient) => CareClient
  /** leaves the portal for the page's redirect URL (default: location.assign) */
  redirect?: (url: string) => void
  /** an anonymous visitor's page has no portal frame: the flow is the page's main landmark */
  standalone?: boolean
}

export function defaultPublicClient(base: CareClient): CareClient {
  return createCareClient({ apiBaseUrl: base.apiUrl, kind: 'enduser', storage: memoryStorage(), businessId: base.businessId })
}

const messageOf = (e: unknown) => (e instanceof Error && e.message) || texts.unknownError

type Load = { kind: 'loading' } | { kind: 'expired' } | { kind: 'failed'; message: string } | { kind: 'ready'; info: BookingInfo }

export function BookingFlow(props: BookingFlowProps) {
  const client = useCareClient()
  const { link, businessId } = props
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    setLoad({ kind: 'loading' })
    async function start() {
      if (link.bookingToken) {
        const { isValid } = await client.api.appointmentBookingPagesValidateAccessToken({ token: link.bookingToken, bookingPageId: link.pageId })
        if (!isValid) return live && setLoad({ kind: 'expired' })
      }
      const details = await client.api.detailsForAppointmentBookingPage({ appointmentBookingPageId: link.pageId, businessId, ...(link.userId ? { userId: link.userId } : {}) })
      if (live) setLoad({ kind: 'ready', info: readBookingInfo(details) })
    }
    start().catch((e: unknown) => live && setLoad({ kind: 'failed', message: messageOf(e) }))
    return () => {
      live = false
    }
  }, [client, link.pageId, link.bookingToken, link.userId, businessId, attempt])

  let content
  if (load.kind === 'loading') content = <LoadingState label={texts.loading} />
  else if (load.kind === 'expired') content = <Alert severity="warning" role="alert">{texts.expired}</Alert>
  else if (load.kind === 'failed') content = <ErrorState message={load.message} onRetry={() => setAttempt((n) => n + 1)} />
  else return <ThemedFlow {...props} info={load.info} />
  return <FlowLayout standalone={props.standalone}>{content}</FlowLayout>
}

function FlowLayout({ standalone, background, children }: { standalone?: boolean; background?: string; children: React.ReactNode }) {
  return (
    <Box sx={{ bgcolor: background, minHeight: standalone ? '100vh' : undefined, boxSizing: 'border-box', py: { xs: 2, sm: 4 }, px: 2 }}>
      <Box component={standalone ? 'main' : 'div'} sx={{ maxWidth: FLOW_MAX_WIDTH, mx: 'auto', minWidth: 0 }}>{children}</Box>
    </Box>
  )
}

/** The page's colours (spec 2 §3 primaryColor, secondaryColor, backgroundColor) over the portal's theme. */
function ThemedFlow(props: BookingFlowProps & { info: BookingInfo }) {
  const { page } = props.info
  const themed = isUsableColor(page.primaryColor) || isUsableColor(page.secondaryColor)
  const flow = (
    <FlowLayout standalone={props.standalone} background={isUsableColor(page.backgroundColor) ? page.backgroundColor : undefined}>
      <Flow {...props} />
    </FlowLayout>
  )
  return themed ? <CareThemeProvider orgTheme={{ themeColor: page.primaryColor, themeColorSecondary: page.secondaryColor }} baseline={false}>{flow}</CareThemeProvider> : flow
}

function Flow({ info, link, businessId, now: clock = Date.now, createPublicClient = defaultPublicClient, redirect }: BookingFlowProps & { info: BookingInfo }) {
  const client = useCareClient()
  const session = useSession()
  const enduser = session.authToken ? session.enduser : undefined
  const [now] = useState(clock)
  const { page } = info
  const limitedByState = page.limitedByState === true
  const needsIntake = !enduser || enduser.isUpsertedAccount === true

  const [templateId, setTemplateId] = useState(info.templates.length === 1 ? info.templates[0].id : undefined)
  const template = info.templates.find((t) => t.id === templateId)
  const factsFor = (t = template): FlowFacts => ({
    templates: info.templates.length,
    limitedByState,
    needsIntake,
    needsState: !!enduser && !needsIntake && limitedByState && !enduser.state,
    // a rescheduled appointment keeps the payment of the one it replaces (the service claims none)
    hasProducts: productsOf(info, t).length > 0 && !link.rescheduledCalendarEventId,
  })
  const facts = factsFor()
  const [step, setStep] = useState<Step>(() => firstStep(facts))
  const [locationId, setLocationId] = useState(page.locationIds?.find((id) => info.locations.some((l) => l.id === id)) ?? info.locations[0]?.id)
  const location = info.locations.find((l) => l.id === locationId)
  const zone = zoneOf(location?.timezone, enduser?.timezone)
  const bounds = useMemo(() => boundsOf({ now, rescheduling: !!link.rescheduledCalendarEventId, from: link.from, to: link.to }, zone), [now, link.rescheduledCalendarEventId, link.from, link.to, zone])
  const [selectedDay, setSelectedDay] = useState(bounds.earliest)
  const [slot, setSlot] = useState<Slot>()
  const [intake, setIntake] = useState<IntakeValues>()
  const [publicClient, setPublicClient] = useState<CareClient>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [redirecting, setRedirecting] = useState<string>()
  const [paidInTestMode, setPaidInTestMode] = useState(false)
  const bookingClient = enduser ? client : publicClient
  const patientState = intake?.state?.trim().toUpperCase() || enduser?.state || undefined

  // an anonymous visitor's session lives in a client of its own: closed when replaced or the flow goes
  useEffect(() => () => publicClient?.close(), [publicClient])

  const availability = useAvailability({
    client: bookingClient ?? client,
    enabled: step === 'Calendar' && !!template,
    businessId,
    templateId,
    locationId,
    userId: link.userId,
    bookingPageId: page.id,
    restrictedByState: limitedByState || template?.restrictedByState === true,
    state: limitedByState ? patientState : undefined,
    selectedDay,
    bounds,
    zone,
    now,
  })
  const key = dayKey(selectedDay, zone)
  const offered = useMemo(() => offeredSlots(availability.slots, bounds, now, page.hoursBeforeBookingAllowed), [availability.slots, bounds, now, page.hoursBeforeBookingAllowed])
  const times = offered.filter((s) => dayKey(s.startTimeInMS, zone) === key)
  const marked = useMemo(() => daysWithSlots(offered, zone), [offered, zone])

  const go = (to: Step) => {
    setError(undefined)
    setStep(to)
  }
  const back = backStep(step, facts)

  async function submitIntake(values: IntakeValues) {
    if (!template) return
    const input = intakeInput(values)
    setError(undefined)
    try {
      if (enduser) {
        // a signed-in account made for them by the care team: their profile gets the details
        const updated = await client.collections.endusers.updateOne(enduser.id, input)
        client.setAccount({ ...enduser, ...updated })
      } else {
        const s = await client.api.sessionForPublicAppointmentBooking({ businessId, calendarEventTemplateId: template.id, bookingPageId: page.id, email: input.email ?? '', ...input })
        const own = createPublicClient(client)
        await own.refreshSession({ authToken: s.authToken })
        setPublicClient(own)
      }
      setIntake(values)
      go(nextStep('Intake', facts))
    } catch (e) {
      setError(messageOf(e))
    }
  }

  async function pickState(state: string) {
    if (!enduser) return
    setError(undefined)
    try {
      const updated = await client.collections.endusers.updateOne(enduser.id, { state })
      client.setAccount({ ...enduser, ...updated, state })
      go('Calendar')
    } catch (e) {
      setError(messageOf(e))
    }
  }

  /** Confirm (or, for a type with products, the Payment step once the card is confirmed: its customer goes with the booking) */
  async function book(customerId?: string) {
    if (!template || !slot || !bookingClient) return
    if (facts.hasProducts && !customerId) return go('Payment')
    setBusy(true)
    setError(undefined)
    const input = {
      calendarEventTemplateId: template.id,
      userId: slot.userId,
      startTime: slot.startTimeInMS,
      bookingPageId: page.id,
      timezone: zone,
      ...(locationId ? { locationId } : {}),
      ...(page.terms?.length ? { agreedToTerms: page.terms } : {}),
      ...(link.rescheduledCalendarEventId ? { rescheduledCalendarEventId: link.rescheduledCalendarEventId } : {}),
      ...(link.bookingToken ? { token: link.bookingToken } : {}),
      ...(link.fields ? { fields: link.fields } : {}),
      ...(customerId ? { customerId } : {}),
    }
    try {
      try {
        await bookingClient.api.bookAppointment(input)
      } catch {
        // §7: on first failure retried once without the time zone
        const { timezone: _dropped, ...withoutZone } = input
        await bookingClient.api.bookAppointment(withoutZone)
      }
      const url = safeRedirect(page.thankYouRedirectURL, window.location.href)
      if (url) {
        setRedirecting(url)
        ;(redirect ?? ((u: string) => window.location.assign(u)))(url)
      }
      go('ThankYou')
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setBusy(false)
    }
  }

  let title = ''
  let body
  switch (step) {
    case 'Loading':
      return <LoadingState label={texts.loading} />
    case 'PickAppointmentType':
      title = texts.pickType
      body = (
        <PickType
          templates={info.templates}
          onPick={(t) => {
            setTemplateId(t.id)
            setSlot(undefined)
            go(nextStep('PickAppointmentType', factsFor(t)))
          }}
        />
      )
      break
    case 'Calendar':
      title = texts.pickTime
      body = (
        <CalendarStep
          zone={zone}
          bounds={bounds}
          selectedDay={selectedDay}
          daysWithTimes={marked}
          onSelectDay={(d) => {
            setSelectedDay(Math.max(d, bounds.earliest))
            setSlot(undefined)
          }}
          onChangeMonth={(delta) => {
            setSelectedDay(selectionForMonth(addMonthsIn(selectedDay, delta, zone), bounds, zone))
            setSlot(undefined)
          }}
          times={times}
          loading={availability.loading}
          error={availability.error}
          onRetry={availability.retry}
          selectedTime={slot}
          onSelectTime={setSlot}
          onNext={() => go(nextStep('Calendar', facts))}
          locations={info.locations}
          locationId={locationId}
          onLocation={(id) => {
            setLocationId(id)
            setSlot(undefined)
          }}
          rescheduling={!!link.rescheduledCalendarEventId}
        />
      )
      break
    case 'PickState':
      title = texts.pickState
      body = <PickState onPick={pickState} error={error} />
      break
    case 'Intake':
      title = page.intakeTitle || texts.intakeTitle
      body = <IntakeStep description={page.intakeDescription} stateRequired={limitedByState} initial={intake} error={error} onSubmit={submitIntake} />
      break
    case 'Confirmation':
      title = texts.confirmTitle
      body = template && slot ? (
        <ConfirmationStep
          template={template}
          slot={slot}
          zone={zone}
          location={location}
          priceCents={facts.hasProducts ? totalCents(productsOf(info, template)) : undefined}
          terms={page.terms ?? []}
          busy={busy}
          error={error}
          onConfirm={() => void book()}
        />
      ) : null
      break
    case 'Payment':
      title = texts.paymentTitle
      body = template ? (
        <PaymentStep
          client={bookingClient ?? client}
          calendarEventTemplateId={template.id}
          priceCents={totalCents(productsOf(info, template))}
          error={error}
          onPaid={async (payment) => {
            setPaidInTestMode(payment.testMode)
            await book(payment.customerId)
          }}
        />
      ) : null
      break
    case 'ThankYou':
      title = page.thankYouTitle || texts.thankYouTitle
      body = redirecting ? <Redirecting url={redirecting} /> : (
        <>
          {paidInTestMode && <Alert severity="info" role="status" sx={{ mb: 2 }}>{paymentTexts.testPayment}</Alert>}
          <ThankYouText description={page.thankYouDescription} headerImageURL={page.thankYouHeaderImageURL} mainImageURL={page.thankYouMainImageURL} />
        </>
      )
      break
  }
  return (
    <Stack spacing={1}>
      {page.title && <Typography variant="overline" component="p" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{page.title}</Typography>}
      {info.userDisplayName && step !== 'ThankYou' && (
        // the team member the link names (§3 loaded booking info: userDisplayName, userAvatar)
        <Stack direction="row" spacing={1} alignItems="center">
          <UserAvatar name={info.userDisplayName} picture={info.userAvatar} size={32} />
          <Typography variant="body2">{texts.withUser(info.userDisplayName)}</Typography>
        </Stack>
      )}
      <StepFrame title={title} onBack={back ? () => go(back) : undefined}>{body}</StepFrame>
    </Stack>
  )
}
