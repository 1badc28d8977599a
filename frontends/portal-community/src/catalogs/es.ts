// The Spanish catalog of namespace 'community', in plain patient language ("usted"). Same keys and the
// same '{{name}}' placeholders as en.ts (catalogs.test.ts); loaded only when the page is in Spanish.
import type { Translation } from '@care/ui/i18n'
import type { en } from './en.ts'

const es: Translation<typeof en> = {
  title: 'Comunidad',
  forums: 'Foros',
  noForums: 'Todavía no hay foros en esta comunidad. Vuelva a revisar más tarde.',
  forumsFailed: 'No pudimos cargar la comunidad',
  communityUnavailable: 'La comunidad todavía no está disponible',
  forumDeleted: 'Este foro fue eliminado',
  postDeleted: 'Esta publicación fue eliminada',
  goBack: 'Volver a la Comunidad',
  backToForum: 'Volver a {{forum}}',
  addPost: 'Agregar publicación',
  noPosts: 'Escriba la primera publicación para empezar una conversación.',
  postsFailed: 'No pudimos cargar las publicaciones',
  newPost: 'Nueva publicación',
  editPost: 'Editar publicación',
  postTitle: 'Título',
  postContent: 'Contenido',
  post: 'Publicar',
  posting: 'Publicando',
  save: 'Guardar',
  saving: 'Guardando',
  cancel: 'Cancelar',
  edit: 'Editar',
  delete: 'Eliminar',
  comments: 'Comentarios',
  commentCount: '{{count}} comentarios',
  noComments: '¡Deje el primer comentario!',
  commentsFailed: 'No pudimos cargar los comentarios',
  addComment: 'Escriba un comentario',
  comment: 'Comentar',
  reply: 'Responder',
  replyTo: 'Responder a {{name}}',
  yourReply: 'Su respuesta',
  sendReply: 'Enviar respuesta',
  replies: 'Respuestas',
  likeButton: 'Me gusta ({{count}})',
  you: 'Usted',
  careTeam: 'Equipo de atención',
  member: 'Miembro de la comunidad',
  postedOn: '{{name}} · {{date}}',
  unknownError: 'Ocurrió un error desconocido',
}

export default es
