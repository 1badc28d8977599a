// Our terms of electronic signature, linked from the form engine's signature consent
// ('I consent to use electronic signatures and agree to the terms of electronic signature',
// spec 3 §2: /e-signature-terms). Version 1.0. What a signature here is and records is what the
// signature widget and the forms service do: a consent box, the typed legal full name, and the
// name and time kept with the response (and printed on its PDF).
import type { LegalDocument } from './legal-page.tsx'

export const E_SIGNATURE_TERMS: LegalDocument = {
  title: 'Terms of Electronic Signature',
  version: '1.0',
  lastUpdated: 'November 2026',
  intro:
    'These terms apply when your care provider asks you to sign a document or a form in this patient portal. Please read them before you tick the consent box. By ticking it and typing your name you agree to sign electronically under these terms.',
  sections: [
    {
      heading: 'Your consent',
      paragraphs: [
        'You agree to receive the documents you are asked to sign in electronic form and to sign them electronically instead of on paper.',
        'Your consent applies to the document or form you are signing at that moment. Each time you are asked to sign, you are asked again.',
        'Signing electronically is your choice. If you do not want to sign electronically, do not tick the consent box; contact your care provider and ask how to sign on paper instead.',
      ],
    },
    {
      heading: 'How you sign',
      paragraphs: [
        'You sign by ticking the consent box and typing your legal full name where the form asks for it, then submitting the form.',
        'Your typed name is your signature. It has the same legal effect as your handwritten signature on a paper copy of the same document.',
        'Only sign for yourself, with your own legal name, unless you are legally allowed to sign for someone else (for example as a parent or legal guardian) and your care provider has asked you to.',
      ],
    },
    {
      heading: 'What is recorded',
      paragraphs: [
        'With your signature we keep the name you typed, the date and time you signed, the form or document you signed and the account you signed from. Your care provider can see this record and print it with the signed form.',
        'The record is kept with the rest of your information in the portal, under our Privacy Policy.',
      ],
    },
    {
      heading: 'Copies of what you sign',
      paragraphs: [
        'Before you sign you can open the document in a new tab and download or print it. Forms you have submitted are listed under Documents, where View Responses shows what you answered.',
        'You may ask your care provider for a paper copy of any document you signed electronically.',
      ],
    },
    {
      heading: 'Withdrawing your consent',
      paragraphs: [
        'You may withdraw your consent to sign electronically at any time by telling your care provider. Withdrawing it does not undo or invalidate anything you signed before.',
      ],
    },
    {
      heading: 'What you need',
      paragraphs: [
        'A current web browser with JavaScript turned on, a connection to the internet, and a way to view, download or print PDF documents. If you cannot open a document you are asked to sign, do not sign it; contact your care provider.',
      ],
    },
    {
      heading: 'Keeping your details up to date',
      paragraphs: [
        'Keep your name, email address and phone number in the portal up to date, so that documents and messages about them reach you. You can change them in Settings or ask your care provider to.',
      ],
    },
  ],
}
