// The Spanish catalog of namespace 'documents', in plain patient language ("usted"). Same keys and the same
// '{{name}}' placeholders as en.ts (catalogs.test.ts); loaded only when the page is in Spanish.
import type { Translation } from '@care/ui/i18n'
import type { en } from './en.ts'

const es: Translation<typeof en> = {
  title: 'Documentos',
  sharedFiles: 'Archivos compartidos',
  filterLabel: 'Mostrar',
  filters: { all: 'Todos los archivos', shared: 'Archivos compartidos', uploaded: 'Archivos que usted subió' },
  addFile: 'Agregar archivo',
  uploadTitle: 'Subir un archivo nuevo',
  uploadFile: 'Subir archivo',
  cancel: 'Cancelar',
  uploading: 'Subiendo… {{percent}}%',
  uploadProgress: 'Progreso de la subida',
  uploaded: 'Se subió {{name}}',
  back: 'Atrás',
  download: 'Descargar',
  open: 'Abrir {{name}}',
  notShownHere: 'Este archivo no se puede mostrar aquí. Descárguelo para abrirlo en su dispositivo.',
  sharedByCareTeam: 'Compartido por su equipo de atención',
  uploadedByYou: 'Subido por usted',
  noFiles: 'Todavía no hay archivos',
  noSharedFiles: 'Su equipo de atención todavía no ha compartido archivos con usted',
  noUploadedFiles: 'Todavía no ha subido ningún archivo',
  filesFailed: 'No pudimos cargar sus archivos',
  filesUnavailable: 'Los archivos todavía no están disponibles',
  showMore: 'Mostrar más archivos',
  showing: 'Se muestran {{shown}} de {{total}}',
  fileNotFound: 'Este archivo no está disponible',
  formsUnavailable: 'Los formularios todavía no están disponibles',
  backToDocuments: 'Volver a Documentos',
  outstandingForms: 'Formularios pendientes',
  yourForms: 'Sus formularios',
  viewResponses: 'Ver respuestas',
  viewResponsesOf: 'Ver respuestas: {{title}}',
  fillForm: 'Llenar {{title}}',
  notStarted: 'Sin empezar',
  draftSaved: 'Borrador guardado {{date}}',
  noOutstandingForms: 'No tiene formularios pendientes',
  noSubmittedForms: 'Todavía no ha enviado ningún formulario',
  formsFailed: 'No pudimos cargar sus formularios',
  noAnswers: 'No se han compartido con usted respuestas de este formulario',
  close: 'Cerrar',
  errors: {
    tooLarge: 'El archivo no puede pesar más de 1 GB',
    refused: 'No se aceptó la subida ({{status}}). Inténtelo de nuevo.',
    network: 'No hay respuesta: revise su conexión a Internet e inténtelo de nuevo',
    unknown: 'Ocurrió un error desconocido',
  },
}

export default es
