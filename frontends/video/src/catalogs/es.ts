// The Spanish catalog of namespace 'video', in plain patient language ("usted"). Same keys as en.ts.
import type { Translation } from '@care/ui/i18n'
import type { en } from './en.ts'

const es: Translation<typeof en> = {
  waitingForHost: 'Esperando a que el anfitrión inicie la reunión',
  endedByHost: 'El anfitrión finalizó esta reunión',
  eventGone: 'Esta cita ya no existe',
  join: 'Unirse',
  start: 'Iniciar',
  leave: 'Salir',
  end: 'Finalizar reunión',
  mute: 'Silenciar',
  unmute: 'Activar sonido',
  cameraOff: 'Apagar cámara',
  cameraOn: 'Encender cámara',
  you: 'Usted',
  participant: 'Participante',
  connecting: 'Conectando…',
  waitingForOthers: 'Esperando a que se unan los demás',
  noCamera: 'No se pudo usar su cámara o micrófono. Revise que el navegador tenga permiso para usarlos.',
  joinFailed: 'No se pudo unir a la reunión',
  loading: 'Cargando...',
  videoCall: 'Videollamada',
  notStarted: 'La reunión todavía no ha comenzado',
}
export default es
