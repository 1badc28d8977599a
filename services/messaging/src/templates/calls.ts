// The template calls (spec 1 §7 "Templates"): /templated-message fills a message for one patient
// and sender; suggested replies and embeddings need a language model, and none is configured in
// this platform yet: they answer 503 'Suggested replies and embeddings are not configured…' rather
// than an invented answer.
import { ApiError } from '@care/contracts/errors'
import { OutboundMessages, type outboundRoutes } from '@care/contracts/routes/outbound'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { unknownPatient } from '../emails/deliver.ts'
import { organizationOf, patientOf, userOf } from '../emails/people.ts'
import type { OutboundRuntime } from '../emails/runtime.ts'
import { renderMessage } from './render.ts'

const unknownUser = () => new ApiError(400, OutboundMessages.userNotFound, [{ field: 'userId', message: OutboundMessages.userNotFound }])

export const templatedMessage = (rt: OutboundRuntime): Handler<typeof outboundRoutes, 'templates.templated-message'> => async (input, ctx) => {
  const businessId = ctx.session!.businessId
  const [enduser, user, organization] = await Promise.all([
    patientOf(rt.bus, businessId, input.enduserId, ctx), userOf(rt.bus, input.userId, ctx), organizationOf(rt.bus, ctx),
  ])
  if (!enduser) throw unknownPatient()
  if (!user) throw unknownUser()
  const rendered = renderMessage({ message: input.message, ...(input.html ? { html: input.html } : {}), ...(input.subject !== undefined ? { subject: input.subject } : {}) }, {
    enduser, user, ...(organization ? { organization } : {}),
  })
  // SMS and chat are plain text: their html is the text's own
  return { ...rendered, linkOpenTrackingIds: [] }
}

const notConfigured = () => new ApiError(503, OutboundMessages.aiNotConfigured)

export const suggestedReply = (): Handler<typeof outboundRoutes, 'templates.suggested-reply'> => async () => { throw notConfigured() }
export const createEmbedding = (): Handler<typeof outboundRoutes, 'templates.create-embedding'> => async () => { throw notConfigured() }
export const embeddingSearch = (): Handler<typeof outboundRoutes, 'templates.embedding-search'> => async () => { throw notConfigured() }
