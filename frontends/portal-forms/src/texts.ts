// The form screens' texts. Those quoted by spec 2 §2.8–§2.9 are used exactly: 'This form is no
// longer available', 'This form has already been submitted'; the default thank-you is the engine's
// 'Your response was successfully recorded'.
// The words live in message catalogs (src/catalogs/, namespace 'forms') behind the page's one i18n layer
// (@care/ui/i18n): `texts.x` reads the current language's text; Spanish loads on demand.
import { defineTexts } from '@care/ui/i18n'
import { en } from './catalogs/en.ts'

export const texts = defineTexts('forms', en, { es: () => import('./catalogs/es.ts') })
