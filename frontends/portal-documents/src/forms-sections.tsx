// ───────────────────────────────────────────────────────────────────────────────────────────────
// FORMS PART OF DOCUMENTS — NOT BUILT YET (arrives with the forms service, its own issue).
// Spec 2 §2.8: sections 'Outstanding Forms' (unsubmitted, non-internal responses: a click opens the
// form for filling at /documents/forms/{accessCode}) and 'Your Forms' (submitted ones: 'Uploaded
// {date}' with 'View Responses'), with the visibility rules of §2.8 (own submissions, unattributed
// non-draft forms, responses shared with the patient; internal notes only once submitted).
// The page already renders this component between its heading and 'Shared Files'; build the two
// sections here. Until then it renders nothing: no invented forms.
// ───────────────────────────────────────────────────────────────────────────────────────────────
export function FormsSections(_props: { enduserId: string; navigate: (url: string) => void }) {
  return null
}

/** /documents/forms/{accessCode} (spec 2 §2.1): the form-filling page, also the forms service's. */
export const FORMS_PATH = /^\/documents\/forms(\/|$)/
