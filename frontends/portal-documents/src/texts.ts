// The Documents page's texts. Those quoted by spec 2 §2.8 are used exactly: 'Shared Files', the
// filter's 'All Files' / 'Shared Files' / 'Your Uploaded Files', 'Add File', 'Upload a new file',
// 'Upload File', the viewer's 'Back', 'Outstanding Forms', 'Your Forms', 'Uploaded {date}' and
// 'View Responses' (with 'No response provided' / 'Not provided' in forms/form-rules.ts).
// The words live in message catalogs (src/catalogs/, namespace 'documents') behind the page's one i18n layer
// (@care/ui/i18n): `texts.x` reads the current language's text; Spanish loads on demand.
import { defineTexts } from '@care/ui/i18n'
import { en } from './catalogs/en.ts'

export const texts = defineTexts('documents', en, { es: () => import('./catalogs/es.ts') })
