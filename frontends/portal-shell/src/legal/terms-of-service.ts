// Our Terms of Service (spec 2 §2.14): health coaching tools, not medical care and not for
// emergencies; users at least 18; fees; arbitration; limits of liability. The figures are the
// spec's: 1.5 percent late charge per month after 30 days, 30 days' notice of fee changes,
// liability capped at six months of fees or $10, 30 days to opt out of arbitration, claims within
// 3 months, 10 business days for a counter-notice, a hearing date within 160 days.
import type { LegalDocument } from './legal-page.tsx'

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: 'January 2021',
  intro:
    'These terms govern your use of this patient portal and the services offered through it by your care provider (the "Services"). By creating an account or using the Services you agree to these terms. If you do not agree, do not use the Services.',
  sections: [
    {
      heading: 'What the Services are, and what they are not',
      paragraphs: [
        'The Services are health coaching and communication tools: they let you message your care team, fill in forms, read educational content, follow a care plan and book appointments.',
        'The Services are not medical care and do not replace the judgement of a licensed clinician. Nothing in the Services is a diagnosis or a treatment plan unless a licensed clinician gives it to you as one.',
        'The Services are not for emergencies. If you think you have a medical emergency, call your local emergency number (911 in the United States) or go to the nearest emergency room at once. Messages sent through the portal may not be read right away.',
      ],
    },
    {
      heading: 'Who may use the Services',
      paragraphs: [
        'You must be at least 18 years old to create an account. By registering you confirm that you are 18 or older and that the information you give is true and kept up to date.',
        'You are responsible for keeping your password and sign-in links private and for everything done with your account. Tell your care provider at once if you believe your account has been used without your permission.',
      ],
    },
    {
      heading: 'Fees and payment',
      paragraphs: [
        'Some Services are paid. Prices are shown before you buy, in US dollars. You authorise us to charge the payment method you provide for the Services you order.',
        'Amounts not paid within 30 days of their due date carry a late charge of 1.5 percent per month (or the highest rate the law allows, if lower) until paid.',
        'We may change our fees by giving you at least 30 days notice. A change applies from your next billing period after the notice period; if you do not agree, you may stop using the paid Services before it applies.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'Do not misuse the Services: do not try to reach data that is not yours, disrupt the Services, upload harmful code, or use the Services to harass anyone or break the law.',
        'We may suspend or close an account that breaks these terms.',
      ],
    },
    {
      heading: 'Content and copyright',
      paragraphs: [
        'Educational content in the portal is provided for your personal use. If you believe content infringes your copyright, send a notice to your care provider identifying the work and the material.',
        'If material you posted is removed after such a notice and you believe this was a mistake, you may send a counter-notice. Unless the person who complained starts a court action within 10 business days of receiving your counter-notice, the material may be restored.',
      ],
    },
    {
      heading: 'Disclaimers and limitation of liability',
      paragraphs: [
        'The Services are provided "as is" and "as available", without warranties of any kind, to the extent the law allows.',
        'To the extent the law allows, we are not liable for indirect, incidental, special or consequential damages. Our total liability for any claim about the Services is limited to the greater of the fees you paid for the Services in the six months before the claim arose, or $10.',
      ],
    },
    {
      heading: 'Disputes and arbitration',
      paragraphs: [
        'Any dispute about the Services will be resolved by binding individual arbitration rather than in court, except that either party may bring an individual claim in small claims court. Class actions and class arbitrations are not permitted.',
        'You may opt out of arbitration by sending written notice within 30 days of first accepting these terms.',
        'Any claim must be filed within 3 months after it arose, or it is permanently barred, to the extent the law allows.',
        'The arbitrator will set a hearing date within 160 days of the arbitration being filed, unless both parties agree otherwise.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms. When we do, we will change the date above and, for material changes, ask you to accept the new terms before you continue using the Services.',
      ],
    },
  ],
}
