// The exact texts of spec 3 §2 and §8 (and the messages the forms service answers with), kept in one
// place so widgets and their tests quote the same words.
// The words live in message catalogs (src/catalogs/, namespace 'formEngine') behind the page's one i18n layer
// (@care/ui/i18n): `formTexts.x` reads the current language's text; Spanish loads on demand.
import { UNKNOWN_DRUG } from '@care/contracts/forms/validation'
import { defineTexts } from '@care/ui/i18n'
import { en } from './catalogs/en.ts'

export const formTexts = defineTexts('formEngine', en, { es: () => import('./catalogs/es.ts') })

/** Where 'terms of electronic signature' links (a page of the portal, not a text). */
export const SIGNATURE_TERMS_URL = '/e-signature-terms'

/**
 * 'As Needed' is stored in the answer as the dose frequency, and UNKNOWN_DRUG as the drug's name:
 * values, not texts, so they stay the same in every language.
 */
export const AS_NEEDED = 'As Needed'
export { UNKNOWN_DRUG }

/** Dose frequency options (spec 3 §5 "Other rules"). */
export const DOSE_FREQUENCIES = ['1', '2', '3', '4', '5', '6', AS_NEEDED] as const
