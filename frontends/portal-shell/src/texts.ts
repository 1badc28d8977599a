// Every text the shell shows that the spec fixes (spec 2 §2-§5, §8; spec 1 §8), in one place so
// screens and tests use the same words.
// The words live in message catalogs (src/catalogs/, namespace 'shell') behind the page's one i18n layer
// (@care/ui/i18n): `texts.x` reads the current language's text; Spanish loads on demand.
import { defineTexts } from '@care/ui/i18n'
import { en } from './catalogs/en.ts'

export const texts = defineTexts('shell', en, { es: () => import('./catalogs/es.ts') })

/** The terms version every signature records (spec 2 §2.3–2.4, §9). */
export const TERMS_VERSION = '1.0'
