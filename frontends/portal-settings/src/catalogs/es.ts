// The Spanish catalog of namespace 'settings', in plain patient language ("usted"). Same keys and the same
// '{{name}}' placeholders as en.ts (catalogs.test.ts); loaded only when the page is in Spanish.
import type { Translation } from '@care/ui/i18n'
import type { en } from './en.ts'

const es: Translation<typeof en> = {
  title: 'Su perfil',
  fname: 'Nombre',
  lname: 'Apellido',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  displayName: 'Nombre para mostrar',
  state: 'Estado',
  save: 'Guardar',
  saving: 'Guardando',
  saved: 'Su perfil se guardó',
  updateFailedHint: 'Si esto sigue pasando, cierre sesión y vuelva a iniciarla:',
  logOut: 'Cerrar sesión',
  avatar: 'Foto de perfil',
  avatarUnavailable: 'Todavía no se pueden subir fotos de perfil',
  avatarUploading: 'Subiendo…',
  avatarSaved: 'Su foto se actualizó',
  setPasswordTitle: 'Cree una contraseña',
  setPasswordPrompt: 'Cree una contraseña para entrar la próxima vez con su correo y su contraseña, sin esperar un enlace.',
  password: 'Nueva contraseña',
  savePassword: 'Guardar contraseña',
  noThanks: 'No, gracias',
  passwordSaved: 'Su contraseña se guardó',
  language: 'Idioma',
  languageFailed: 'No pudimos guardar su idioma',
  errors: {
    setPasswordLength: 'La contraseña debe tener al menos 8 caracteres',
    setPasswordCase: 'Debe tener una letra mayúscula y una minúscula',
    setPasswordMix: 'Debe tener una letra y un número',
  },
}

export default es
