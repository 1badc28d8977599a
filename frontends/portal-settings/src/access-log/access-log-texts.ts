// The texts of Settings → 'Who viewed my record' (issue #11: a patient sees who on the care team
// opened or changed their record, and when): the settings catalog's `accessLog` (src/catalogs/).
import { texts } from '../texts.ts'

export const accessLogTexts = texts.accessLog
