// The exact texts of spec 1 §2 and §8 used by the shared pieces. Kept in one place so that the
// widgets and their tests (and the screens built on them) quote the same words.
// The words live in message catalogs (src/catalogs/, namespace 'ui') behind the page's one i18n layer
// (@care/ui/i18n): `texts.x` reads the current language's text; Spanish loads on demand.
import { defineTexts } from '@care/ui/i18n'
import { en } from './catalogs/en.ts'

export const texts = defineTexts('ui', en, { es: () => import('./catalogs/es.ts') })

// spec 1 §5: "Confirmation input max 250 characters".
export const CONFIRMATION_INPUT_MAX_LENGTH = 250
