// The booking flow's steps and their order (spec 2 §2.16, §4). Pure: which step comes first, which
// follows, and where the back arrow goes — tested without a browser.
//
// The path a visitor takes:
// - several appointment types: 'PickAppointmentType' first (one type: straight on);
// - not state-limited: 'Calendar', then 'Intake' (who is booking), then 'Confirmation';
// - state-limited: 'Intake' first (its state decides the availability), then 'Calendar', then
//   'Confirmation' (§4: "Picking a time goes to Intake, or to Confirmation if state-limited");
// - a signed-in patient (not an upserted account) skips 'Intake'; on a state-limited page they are
//   asked 'Which state are you a resident of?' ('PickState') when their profile has no state;
// - 'Payment' only when the appointment type has products; then 'ThankYou' (or the redirect).
//
// Back arrow (§2.16): only on Intake, Confirmation and Payment, and on Calendar when state-limited;
// it goes to the step before on that path — one step back, two for a signed-in patient (the skipped
// Intake is not on their path: Confirmation goes back to Calendar). State-limited, Calendar goes back
// to Intake and Confirmation back to Calendar.

export type Step = 'Loading' | 'PickAppointmentType' | 'Calendar' | 'Intake' | 'Confirmation' | 'Payment' | 'ThankYou' | 'PickState'

export interface FlowFacts {
  /** how many appointment types the page offers */
  templates: number
  limitedByState: boolean
  /** the visitor fills the intake: anonymous, or a signed-in upserted account */
  needsIntake: boolean
  /** a signed-in patient with no state on a state-limited page */
  needsState: boolean
  /** the chosen appointment type has products (payment before confirmation) */
  hasProducts: boolean
}

/** Every step the visitor goes through, in order (without Loading). */
export function pathOf(f: FlowFacts): Step[] {
  const path: Step[] = []
  if (f.templates > 1) path.push('PickAppointmentType')
  if (f.limitedByState) {
    if (f.needsIntake) path.push('Intake')
    else if (f.needsState) path.push('PickState')
    path.push('Calendar')
  } else {
    path.push('Calendar')
    if (f.needsIntake) path.push('Intake')
  }
  path.push('Confirmation')
  if (f.hasProducts) path.push('Payment')
  path.push('ThankYou')
  return path
}

/** Where the flow starts once the page is loaded. */
export const firstStep = (f: FlowFacts): Step => pathOf(f)[0]

/** The step after `step` (ThankYou stays). */
export function nextStep(step: Step, f: FlowFacts): Step {
  const path = pathOf(f)
  const i = path.indexOf(step)
  return i < 0 ? path[0] : path[Math.min(i + 1, path.length - 1)]
}

const WITH_BACK: ReadonlySet<Step> = new Set(['Intake', 'Confirmation', 'Payment'])

/** Where the back arrow of `step` goes, or undefined when the step has none. */
export function backStep(step: Step, f: FlowFacts): Step | undefined {
  if (!WITH_BACK.has(step) && !(step === 'Calendar' && f.limitedByState)) return undefined
  const path = pathOf(f)
  const i = path.indexOf(step)
  return i > 0 ? path[i - 1] : undefined
}
