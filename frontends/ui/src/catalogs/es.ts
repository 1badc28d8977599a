// The Spanish catalog of namespace 'ui', in plain patient language ("usted"). Same keys and the same
// '{{name}}' placeholders as en.ts (catalogs.test.ts); loaded only when the page is in Spanish.
import type { Translation } from '@care/ui/i18n'
import type { en } from './en.ts'

const es: Translation<typeof en> = {
  errorBoundary: 'Algo salió mal.',
  selectFile: 'Elegir un archivo',
  dropToSelectFile: 'Suelte el archivo aquí para elegirlo',
  fileSelected: '¡{{fileName}} elegido!',
  confirmationTitle: 'Confirmación',
  typeToConfirm: 'Escriba "{{word}}" para confirmar',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  loading: 'Cargando',
  deleteTitle: 'Confirmar eliminación',
  deleteDescription: 'Esta acción es permanente y no se puede deshacer',
  delete: 'Eliminar',
  deleting: 'Eliminando...',
  searchPlaceholder: 'Buscar...',
  submit: 'Enviar',
  submitting: 'Enviando',
  required: 'Obligatorio',
  anErrorOccurred: 'Ocurrió un error',
  tryAgain: 'Intentar de nuevo',
  discardTitle: '¿Descartar los cambios?',
  discardText: 'Sus cambios no se han guardado.',
  keepEditing: 'Seguir editando',
  discard: 'Descartar',
  fieldErrors: { email: 'Escriba un correo electrónico válido', phone: 'Escriba un número de teléfono válido' },
}

export default es
