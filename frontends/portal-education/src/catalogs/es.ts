// The Spanish catalog of namespace 'education', in plain patient language ("usted"). Same keys and the
// same '{{name}}' placeholders as en.ts (catalogs.test.ts); loaded only when the page is in Spanish.
import type { Translation } from '@care/ui/i18n'
import type { en } from './en.ts'

const es: Translation<typeof en> = {
  libraryHeading: 'Biblioteca de {{name}}',
  libraryHeadingNoName: 'Su biblioteca',
  searchLabel: 'Buscar en su contenido',
  otherContent: 'Otro contenido',
  yourContent: 'Su contenido',
  searchResults: 'Resultados de la búsqueda',
  noContent: 'No hay contenido disponible en este momento',
  noMatches: 'Ningún contenido coincide con su búsqueda',
  contentFailed: 'No pudimos cargar su contenido',
  searchFailed: 'No pudimos hacer la búsqueda',
  contentUnavailable: 'La sección de educación todavía no está disponible',
  deleted: 'Este contenido fue eliminado',
  backToLibrary: 'Volver a Educación',
  types: { Article: 'Artículo', PDF: 'PDF', Video: 'Video' },
  download: 'Descargar',
  openPdf: 'Abrir el PDF',
  noFile: 'Este contenido no tiene un archivo para mostrar',
  fileFailed: 'No pudimos cargar el archivo: {{message}}',
  videoOf: 'Video: {{title}}',
  embeddedVideo: 'Video incrustado',
  embeddedPage: 'Página incrustada',
  blockedEmbed: 'Este elemento no se puede mostrar aquí',
  openLink: 'Abrir en una pestaña nueva',
}

export default es
