// The texts of identity's system messages to patients: short and plain, in the organization's
// name, with a text and an HTML part. Sent through messaging (src/messaging.ts); a failure to
// send reaches the caller (503), so nobody is told "check your email" for a mail that never left.
import { sendSystemEmail, sendSystemSms } from '../../messaging.ts'
import type { SessionDeps } from '../sessions.ts'
import { emailParts, type EmailContent } from '../../domain/email-text.ts'
import type { PortalOrganization } from './portal.ts'

export const LOGIN_LINK_MINUTES = 15

interface PatientEmail extends EmailContent {
  to: string
  subject: string
  purpose: string
}

function sendPatientEmail(d: SessionDeps, org: PortalOrganization, e: PatientEmail) {
  const { text, html } = emailParts({ ...e, signature: org.name })
  return sendSystemEmail(d.bus, { businessId: org.businessId, to: e.to, subject: e.subject, text, html, fromName: org.name, purpose: e.purpose })
}

const ignoreIfNotYou = 'If it was not you, you can ignore this email.'

/** Where someone without an account can go: registration when the portal allows it. */
const noAccountHelp = (org: PortalOrganization, registerUrl: string): Pick<PatientEmail, 'lines' | 'link'> =>
  org.registrationClosed
    ? { lines: [`If you are a patient of ${org.name}, please contact them to get access to the portal.`] }
    : { lines: ['You can create an account with this address.'], link: { url: registerUrl, label: 'Create an account' } }

export const sendLoginLinkEmail = (d: SessionDeps, org: PortalOrganization, to: string, url: string) =>
  sendPatientEmail(d, org, {
    to, purpose: 'enduser-login-link', subject: `Your sign-in link for ${org.name}`,
    lines: [`Use the link below to sign in to ${org.name}. It works once and expires in ${LOGIN_LINK_MINUTES} minutes.`, ignoreIfNotYou],
    link: { url, label: 'Sign in' },
  })

export function sendNoAccountLoginEmail(d: SessionDeps, org: PortalOrganization, to: string, registerUrl: string) {
  const help = noAccountHelp(org, registerUrl)
  return sendPatientEmail(d, org, {
    to, purpose: 'enduser-login-no-account', subject: `Signing in to ${org.name}`,
    lines: [`Someone asked to sign in to ${org.name} with this email address, but there is no account for it.`, ...help.lines, ignoreIfNotYou],
    link: help.link,
  })
}

export const sendPasswordResetEmail = (d: SessionDeps, org: PortalOrganization, to: string, url: string) =>
  sendPatientEmail(d, org, {
    to, purpose: 'enduser-password-reset', subject: `Reset your password for ${org.name}`,
    lines: [`Someone asked to reset the password of your account at ${org.name}. If it was you, follow the link within one hour; it works once.`, ignoreIfNotYou],
    link: { url, label: 'Reset your password' },
  })

export function sendNoAccountResetEmail(d: SessionDeps, org: PortalOrganization, to: string, registerUrl: string) {
  const help = noAccountHelp(org, registerUrl)
  return sendPatientEmail(d, org, {
    to, purpose: 'enduser-password-reset-no-account', subject: `Password reset for ${org.name}`,
    lines: [`Someone asked to reset a password at ${org.name} for this email address, but there is no account for it.`, ...help.lines, ignoreIfNotYou],
    link: help.link,
  })
}

export const sendLoginLinkSms = (d: SessionDeps, org: PortalOrganization, to: string, url: string) =>
  sendSystemSms(d.bus, {
    businessId: org.businessId, to, purpose: 'enduser-login-link',
    message: `${org.name}: sign in with this link (it works once and expires in ${LOGIN_LINK_MINUTES} minutes): ${url}`,
  })
