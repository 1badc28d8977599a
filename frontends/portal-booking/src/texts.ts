// The booking pages' texts (spec 2 §2.16, §5, §8): the step titles, 'No appointments are available
// at this date', 'Loading...', the intake messages, 'Appointment Confirmed' / 'Check your email for
// next steps', the link errors and 'This link has expired' exactly. The words live in message
// catalogs (src/catalogs/, namespace 'booking') behind the page's one i18n layer (@care/ui/i18n);
// Spanish loads on demand.
import { defineTexts } from '@care/ui/i18n'
import { en } from './catalogs/en.ts'

export const texts = defineTexts('booking', en, { es: () => import('./catalogs/es.ts') })
