// The Care Plan page's texts (spec 2 §2.7): "{first name}'s Care Plan" and 'Your care plan will appear
// here' exactly. The words live in message catalogs (src/catalogs/, namespace 'carePlan') behind the
// page's one i18n layer (@care/ui/i18n); Spanish loads on demand.
import { defineTexts } from '@care/ui/i18n'
import { en } from './catalogs/en.ts'

export const texts = defineTexts('carePlan', en, { es: () => import('./catalogs/es.ts') })
