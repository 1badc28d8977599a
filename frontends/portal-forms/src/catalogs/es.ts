// The Spanish catalog of namespace 'forms', in plain patient language ("usted"). Same keys and the same
// '{{name}}' placeholders as en.ts (catalogs.test.ts); loaded only when the page is in Spanish.
import type { Translation } from '@care/ui/i18n'
import type { en } from './en.ts'

const es: Translation<typeof en> = {
  noLongerAvailable: 'Este formulario ya no está disponible',
  loadingForm: 'Cargando el formulario',
  missingLink: 'Este enlace está incompleto. Abra el enlace completo que le enviaron.',
  signInToFill: 'Inicie sesión para llenar este formulario',
  tryAgain: 'Intentar de nuevo',
  intakeTitle: 'Antes de empezar',
  intakeIntro: 'Díganos quién es para que sus respuestas lleguen a su equipo de atención.',
  fname: 'Nombre',
  lname: 'Apellido',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  dateOfBirth: 'Fecha de nacimiento (MM-DD-AAAA)',
  state: 'Estado',
  start: 'Empezar',
  starting: 'Empezando…',
  required: 'Falta este dato: {{label}}',
  redirecting: 'Le estamos llevando…',
  continueTo: 'Continuar',
  errors: {
    required: { email: 'Escriba su correo electrónico', phone: 'Escriba su teléfono', dateOfBirth: 'Escriba su fecha de nacimiento', state: 'Elija su estado' },
    invalidEmail: 'El correo electrónico no es válido',
    dateOfBirthFormat: 'Escriba la fecha de nacimiento como MM-DD-AAAA',
  },
}

export default es
