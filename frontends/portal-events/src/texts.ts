// My Events' texts (spec 2 §2.10, §2.13): 'Your Events', 'You have no scheduled events', '(Cancelled)',
// '(Rescheduled)', 'join Zoom call', 'Join The Call', 'Reschedule', 'Cancel Event', 'Are you sure you
// want to cancel your appointment?', 'Yes, Cancel', "No, don't cancel", 'Mark Complete', 'This event
// has been rescheduled or deleted' exactly. The words live in message catalogs (src/catalogs/,
// namespace 'events') behind the page's one i18n layer (@care/ui/i18n); Spanish loads on demand.
import { defineTexts } from '@care/ui/i18n'
import { en } from './catalogs/en.ts'

export const texts = defineTexts('events', en, { es: () => import('./catalogs/es.ts') })
