// The card forms' texts (namespace 'payments', catalogs beside this file); Spanish loads on demand.
import { defineTexts } from '@care/ui/i18n'
import { en } from './catalogs/en.ts'

export const paymentTexts = defineTexts('payments', en, { es: () => import('./catalogs/es.ts') })
