// The outbound part of messaging (issue #26): emails, sms_messages, templates, phone_calls,
// phone_trees and email_sync_denials with their rules, calls, the scheduled-send reaction and job.
// service.ts spreads these in; everything they share is one OutboundRuntime per database client.
import { emailSyncDenials, emails, phoneCalls, phoneTrees, smsMessages, templates } from '@care/contracts/collections/index'
import { outboundRoutes } from '@care/contracts/routes/outbound'
import type { JobDefinition } from '@care/kit/jobs/index'
import type { Reaction } from '@care/kit/reactions/index'
import { operations, type RouteOperations } from '@care/kit/runtime/typed-operations'
import type { ServiceContext } from '@care/kit/service/index'
import { settingsFromEnv, type MessagingSettings } from '../config.ts'
import type { MessagingDeps } from '../deps.ts'
import type { PrismaClient } from '../db.ts'
import type { MessagingRepositories } from '../repositories.ts'
import { authenticatePhoneCall, twilioVoiceFromEnv } from '../phone/calls.ts'
import { inboundSms } from '../sms-messages/inbound.ts'
import { leaveMessage, sendMessageToNumber } from '../sms-messages/calls.ts'
import { smsMessageHooks } from '../sms-messages/hooks.ts'
import { createEmbedding, embeddingSearch, suggestedReply, templatedMessage } from '../templates/calls.ts'
import { emailHooks } from './hooks.ts'
import { handleIncomingCommunication } from './journeys-hook.ts'
import { outboundRuntimeOf, registerOutboundRuntime, type OutboundRuntime } from './runtime.ts'
import { scheduledSendReaction, sendScheduledJob } from './scheduled.ts'
import { patientRemoved } from './patient-removed.ts'
import { mailDomainOf } from './threading.ts'

export const outboundCollectionList = [
  [emails, emailHooks],
  [smsMessages, smsMessageHooks],
  templates,
  phoneCalls,
  phoneTrees,
  emailSyncDenials,
] as const

type Ctx = Pick<ServiceContext<PrismaClient, object, MessagingRepositories>, 'jobs' | 'env' | 'options'>

/** the runtime of this database client, registered on first use (the calls, reactions and jobs share it) */
export function outboundRuntime(d: MessagingDeps, ctx: Ctx): OutboundRuntime {
  try {
    return outboundRuntimeOf(d.db)
  } catch {
    const given = Object.fromEntries(Object.entries(ctx.options as Partial<MessagingSettings>).filter(([, v]) => v !== undefined))
    const settings: MessagingSettings = { ...settingsFromEnv(ctx.env), ...given }
    return registerOutboundRuntime({
      db: d.db, repos: d.repos, bus: d.bus, log: d.log, ...(d.mailer ? { mailer: d.mailer } : {}), sms: d.sms, jobs: ctx.jobs,
      ...(settings.twilio ? { twilio: settings.twilio } : {}), mailDomain: mailDomainOf(settings.mailFrom), now: d.now,
    })
  }
}

export function outboundCalls(d: MessagingDeps, ctx: Ctx): RouteOperations<typeof outboundRoutes> {
  const rt = outboundRuntime(d, ctx)
  return operations(outboundRoutes)({
    'templates.templated-message': templatedMessage(rt),
    'templates.suggested-reply': suggestedReply(),
    'templates.create-embedding': createEmbedding(),
    'templates.embedding-search': embeddingSearch(),
    'sms_messages.leave-message': leaveMessage(rt),
    'sms_messages.send-message-to-number': sendMessageToNumber(rt),
    'sms_messages.inbound-webhook': inboundSms(rt),
    'phone_calls.authenticate': authenticatePhoneCall(twilioVoiceFromEnv(ctx.env)),
    'journeys.handle-incoming-communication': handleIncomingCommunication(rt),
  })
}

export const outboundReactions = (d: MessagingDeps, ctx: Ctx): Reaction[] => {
  const rt = outboundRuntime(d, ctx)
  return [scheduledSendReaction(rt), patientRemoved(rt)]
}

export const outboundJobs = (d: MessagingDeps, ctx: Ctx): JobDefinition[] => [sendScheduledJob(outboundRuntime(d, ctx)) as JobDefinition]
