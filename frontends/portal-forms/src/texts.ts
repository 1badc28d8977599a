// The public form screen's texts. Those quoted by spec 2 §2.9 are used exactly: 'This form is no
// longer available'. Filling itself (loading, 'This form has already been submitted', the default
// thank-you) speaks with the engine's texts (@care/form-engine's FormFill).
// The words live in message catalogs (src/catalogs/, namespace 'forms') behind the page's one i18n layer
// (@care/ui/i18n): `texts.x` reads the current language's text; Spanish loads on demand.
import { defineTexts } from '@care/ui/i18n'
import { en } from './catalogs/en.ts'

export const texts = defineTexts('forms', en, { es: () => import('./catalogs/es.ts') })
