// Our Privacy Policy: what the portal collects, why, who sees it, how it is kept and what the
// patient can ask for.
import type { LegalDocument } from './legal-page.tsx'

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: 'January 2021',
  intro:
    'This policy explains how the patient portal handles your personal and health information on behalf of your care provider. Your care provider decides why and how your health information is used; we process it for them.',
  sections: [
    {
      heading: 'Information we collect',
      paragraphs: [
        'Account information: your name, email address, phone number, password (stored only as a one-way hash) and profile details such as your display name, state and picture.',
        'Health and care information you or your care team add: form answers, messages, documents, appointments, care plans and notes.',
        'Technical information: sign-in times, the device and browser you use and records of activity needed to keep the Services secure.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'To provide the Services: to sign you in, show you your information, deliver messages and reminders, and let your care team care for you.',
        'To keep the Services secure and working, and to meet legal obligations. We do not sell your information and we do not use your health information for advertising.',
      ],
    },
    {
      heading: 'Who can see it',
      paragraphs: [
        'Your care provider and the members of its team who are allowed to. Other patients never see your information; another care provider never sees it.',
        'Service providers that host or deliver the Services for us (for example email and text message delivery), bound by contracts to protect it and to use it only for the Services.',
        'Authorities, when the law requires it.',
      ],
    },
    {
      heading: 'Communications',
      paragraphs: [
        'We send emails and text messages your care provider sets up, and messages needed for your account (such as sign-in links and password resets). Every marketing or reminder email carries an unsubscribe link; account messages cannot be turned off while you have an account.',
      ],
    },
    {
      heading: 'Security and retention',
      paragraphs: [
        'Information is encrypted in transit, access is limited to those who need it, and sessions can be signed out at once. No system is perfectly secure; tell your care provider at once if you suspect misuse of your account.',
        'Information is kept as long as your care provider needs it for your care and as the law requires, then deleted.',
      ],
    },
    {
      heading: 'Your choices and rights',
      paragraphs: [
        'You can see and update your profile in Settings. You can ask your care provider for a copy of your information, to correct it, or to delete your account, subject to the records the law requires them to keep.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: ['The Services are for adults: you must be at least 18 to create an account.'],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: ['We will change the date above when we update this policy and tell you of material changes before they apply.'],
    },
  ],
}
