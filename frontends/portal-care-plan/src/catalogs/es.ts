// The Spanish catalog of namespace 'carePlan', in plain patient language ("usted"). Same keys and the
// same '{{name}}' placeholders as en.ts (catalogs.test.ts); loaded only when the page is in Spanish.
import type { Translation } from '@care/ui/i18n'
import type { en } from './en.ts'

const es: Translation<typeof en> = {
  title: 'Plan de atención de {{name}}',
  titleNoName: 'Su plan de atención',
  empty: 'Su plan de atención aparecerá aquí',
  failed: 'No se pudo cargar su plan de atención',
  events: 'Citas del plan de atención',
  cancelled: '(Cancelada)',
  rescheduled: '(Reprogramada)',
  titleWithStatus: '{{title}} {{status}}',
  untitled: 'Cita',
  videoEvent: 'Videoconsulta',
  inPersonEvent: 'Cita',
}

export default es
