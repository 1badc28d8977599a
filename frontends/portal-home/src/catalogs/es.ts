// The Spanish catalog of namespace 'home', in plain patient language ("usted"). Same keys and the same
// '{{name}}' placeholders as en.ts (catalogs.test.ts); loaded only when the page is in Spanish.
import type { Translation } from '@care/ui/i18n'
import type { en } from './en.ts'

const es: Translation<typeof en> = {
  welcome: 'Hola',
  welcomeName: 'Hola, {{name}}',
  outstandingForms: 'Tiene {{n}} formulario(s) pendiente(s): haga clic aquí para verlos',
  unreadMessages: 'Tiene {{n}} mensaje(s) sin leer',
  eventsTitle: 'Sus citas',
  noEvents: 'No tiene citas programadas',
  eventsFailed: 'No pudimos cargar sus citas',
  eventsUnavailable: 'Las citas todavía no están disponibles',
  careTeamTitle: 'Su equipo de atención',
  noCareTeam: 'Todavía no tiene miembros del equipo de atención asignados',
  careTeamFailed: 'No pudimos cargar su equipo de atención',
  teamMember: 'Miembro del equipo',
  blockUnavailable: 'Esta sección todavía no está disponible',
  carePlanTitle: 'Su plan de atención',
  carePlanEmpty: 'Su plan de atención aparecerá aquí',
  carePlanFailed: 'No se pudo cargar su plan de atención',
  openCarePlan: 'Abrir su plan de atención',
  cancelled: '(Cancelada)',
  rescheduled: '(Reprogramada)',
  video: 'Consulta por video',
}

export default es
