// The Home page's texts (spec 2 §2.5, §2.10).
// The words live in message catalogs (src/catalogs/, namespace 'home') behind the page's one i18n layer
// (@care/ui/i18n): `texts.x` reads the current language's text; Spanish loads on demand.
import { defineTexts } from '@care/ui/i18n'
import { en } from './catalogs/en.ts'

export const texts = defineTexts('home', en, { es: () => import('./catalogs/es.ts') })
