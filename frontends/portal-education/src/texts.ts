// The Education page's texts (spec 2 §2.6): 'Other Content', 'Your Content', 'Search Results', 'No
// content is available at this time', 'No content matches your search' and 'This content has been
// deleted' exactly. The words live in message catalogs (src/catalogs/, namespace 'education') behind
// the page's one i18n layer (@care/ui/i18n); Spanish loads on demand.
import { defineTexts } from '@care/ui/i18n'
import { en } from './catalogs/en.ts'

export const texts = defineTexts('education', en, { es: () => import('./catalogs/es.ts') })
