// The Settings page's texts (spec 2 §2.14, §5, §8).
// The words live in message catalogs (src/catalogs/, namespace 'settings') behind the page's one i18n layer
// (@care/ui/i18n): `texts.x` reads the current language's text; Spanish loads on demand.
import { defineTexts } from '@care/ui/i18n'
import { en } from './catalogs/en.ts'

export const texts = defineTexts('settings', en, { es: () => import('./catalogs/es.ts') })
