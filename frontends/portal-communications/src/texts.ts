// Communications' texts (spec 2 §2.11): 'Your Conversations', 'Your conversations will appear here',
// 'This conversation has been ended', 'I Understand', 'Start Conversation', 'The {name} Team' exactly.
// The words live in message catalogs (src/catalogs/, namespace 'communications') behind the page's
// one i18n layer (@care/ui/i18n); Spanish loads on demand.
import { defineTexts } from '@care/ui/i18n'
import { en } from './catalogs/en.ts'

export const texts = defineTexts('communications', en, { es: () => import('./catalogs/es.ts') })
