// A form's settings as the Details dialog edits them (spec 1 §3 "Forms", spec 2 §2.9): its texts,
// the public link (allowPublicURL, and customization.hideBg for a link without the page's
// background), what a public visitor gives before the questions (the intake* fields, shapes of the
// public SDK's Form), and what the public page does (submitRedirectURL, backgroundColor,
// ga4measurementId). Pure: the values the inputs hold, the update they make (only what changed)
// and what the portal would not accept.
import type { Form } from '../records.ts'

export type IntakeSetting = 'required' | 'optional' | 'hidden'
export const INTAKE_SETTINGS: readonly IntakeSetting[] = ['hidden', 'optional', 'required']
export const INTAKE_SETTING_LABELS: Record<IntakeSetting, string> = { hidden: 'Not asked', optional: 'Asked, optional', required: 'Required' }

export interface FormSettings {
  title: string
  description: string
  thanksMessage: string
  htmlThanksMessage: string
  allowPublicURL: boolean
  hideBg: boolean
  intakeEmail: IntakeSetting
  intakePhone: IntakeSetting
  intakeDateOfBirth: IntakeSetting
  intakeState: IntakeSetting
  submitRedirectURL: string
  backgroundColor: string
  ga4measurementId: string
}

const TEXTS = ['title', 'description', 'thanksMessage', 'htmlThanksMessage', 'submitRedirectURL', 'backgroundColor', 'ga4measurementId'] as const
const ENUMS = ['intakePhone', 'intakeDateOfBirth', 'intakeState'] as const

/** the email the portal asks for: required, or shown unless hidden (intakeEmailRequired / intakeEmailHidden) */
const emailSetting = (f: Form): IntakeSetting => (f.intakeEmailRequired ? 'required' : f.intakeEmailHidden ? 'hidden' : 'optional')

export function settingsOf(f: Form): FormSettings {
  return {
    title: f.title ?? '',
    description: f.description ?? '',
    thanksMessage: f.thanksMessage ?? '',
    htmlThanksMessage: f.htmlThanksMessage ?? '',
    allowPublicURL: f.allowPublicURL === true,
    hideBg: f.customization?.hideBg === true,
    intakeEmail: emailSetting(f),
    // the portal asks only for 'optional' or 'required' ones
    intakePhone: f.intakePhone ?? 'hidden',
    intakeDateOfBirth: f.intakeDateOfBirth ?? 'hidden',
    intakeState: f.intakeState ?? 'hidden',
    submitRedirectURL: f.submitRedirectURL ?? '',
    backgroundColor: f.backgroundColor ?? '',
    ga4measurementId: f.ga4measurementId ?? '',
  }
}

/** Only what changed, texts trimmed; customization is merged by the server, so only hideBg goes. */
export function settingsUpdates(f: Form, s: FormSettings): Partial<Form> {
  const before = settingsOf(f)
  const u: Partial<Form> = {}
  for (const k of TEXTS) if (s[k].trim() !== before[k]) u[k] = s[k].trim()
  for (const k of ENUMS) if (s[k] !== before[k]) u[k] = s[k]
  if (s.allowPublicURL !== before.allowPublicURL) u.allowPublicURL = s.allowPublicURL
  if (s.hideBg !== before.hideBg) u.customization = { hideBg: s.hideBg }
  if (s.intakeEmail !== before.intakeEmail) {
    const required = s.intakeEmail === 'required'
    const hidden = s.intakeEmail === 'hidden'
    if (required !== (f.intakeEmailRequired === true)) u.intakeEmailRequired = required
    if (hidden !== (f.intakeEmailHidden === true)) u.intakeEmailHidden = hidden
  }
  return u
}

// what the portal's public page accepts (portal-forms: public-form-screen, analytics, intake)
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%deg/]+\)|[a-z]{3,30})$/i
const GA4 = /^G-[A-Z0-9]{4,20}$/i

export function isWebAddress(text: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(text).protocol)
  } catch {
    return false
  }
}

/** A value the public page would ignore, or ''. */
export function settingsProblem(s: FormSettings): string {
  if (!s.title.trim()) return 'A title is required'
  const url = s.submitRedirectURL.trim()
  if (url && !isWebAddress(url)) return 'The address to go to after submit must start with https:// (or http://)'
  if (s.backgroundColor.trim() && !COLOR.test(s.backgroundColor.trim())) return 'The background colour must be a colour such as #f5f7fa or lightblue'
  if (s.ga4measurementId.trim() && !GA4.test(s.ga4measurementId.trim())) return 'The Google Analytics measurement ID looks like G-XXXXXXXXXX'
  return ''
}

/**
 * Does a public visitor give anything before the questions? As the portal decides it
 * (portal-forms public/intake.ts): first and last name come with any intake; an email that is
 * merely optional asks nothing on its own.
 */
export function asksIntake(s: Pick<FormSettings, 'intakeEmail' | 'intakePhone' | 'intakeDateOfBirth' | 'intakeState'>): boolean {
  return s.intakeEmail === 'required' || [s.intakePhone, s.intakeDateOfBirth, s.intakeState].some((x) => x !== 'hidden')
}

/** The portal's public page for a form (spec 2 §2.9: /link/form?f=<formId>; hideBg=true drops the background). */
export function publicFormLink(portalOrigin: string, formId: string, hideBg = false): string {
  const query = new URLSearchParams({ f: formId, ...(hideBg ? { hideBg: 'true' } : {}) })
  return new URL(`/link/form?${query.toString()}`, portalOrigin).toString()
}
