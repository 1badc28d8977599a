// @care/video's texts (spec 2 §2.13), in catalogs behind the page's one i18n layer (@care/ui/i18n,
// namespace 'video'); Spanish loads on demand.
import { defineTexts } from '@care/ui/i18n'
import { en } from './catalogs/en.ts'

export const videoTexts = defineTexts('video', en, { es: () => import('./catalogs/es.ts') })
