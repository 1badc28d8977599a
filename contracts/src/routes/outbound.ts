// Messaging's outbound calls (spec 1 §7 "Messaging", "Templates"), in the public SDK's paths and
// shapes (@tellescope/schema sms_messages' leave_message and send_message_to_number, templates'
// get_templated_message, get_suggested_reply, create_embedding, embedding_search, phone_calls'
// authenticate_calling, journeys' handle_incoming_communication), plus the SMS provider's webhook.
// Emails, SMS, templates, phone calls and trees themselves are their collections' generic calls.
// (/send-user-email-notification is the notifications' call: contracts/src/routes/chat.ts.)
import { z } from 'zod'
import { endusers } from '../collections/endusers.ts'
import { COMMUNICATION_CHANNELS } from '../collections/templates.ts'
import {
  enumeration, idValidator, listValidator, maxLengthString, nameValidator, phoneValidator, smsMessageValidator,
} from '../values/index.ts'
import { routesOf } from './define.ts'

const { call } = routesOf('messaging')

export const OutboundMessages = {
  smsNotConfigured: 'SMS is not configured: no SMS provider (TWILIO_*) is set up for this platform',
  phoneNotConfigured: 'Phone calls are not configured: no Twilio voice account (TWILIO_* and TWILIO_API_KEY_SID, TWILIO_API_KEY_SECRET, TWILIO_TWIML_APP_SID) is set up for this platform',
  aiNotConfigured: 'Suggested replies and embeddings are not configured: no language model is set up for this platform',
  leaveMessageThrottled: 'Too many messages from this number: please try again later',
  unknownBusiness: 'businessId must name a business',
  webhookSignature: 'Invalid webhook signature',
  enduserNotFound: 'enduserId must name a patient of your business',
  userNotFound: 'userId must name a user of your business',
} as const

const json = z.record(z.string().max(250), z.unknown())

export const templatedMessageInput = z.object({
  message: maxLengthString(100000),
  userId: idValidator,
  enduserId: idValidator,
  html: maxLengthString(100000).optional(),
  subject: maxLengthString(1000).optional(),
  channel: enumeration(COMMUNICATION_CHANNELS).optional(),
  automationStepId: idValidator.optional(),
  journeyContext: json.optional(),
}).loose()

export const templatedMessageOutput = z.object({
  plaintext: z.string(),
  html: z.string(),
  subject: z.string().optional(),
  linkOpenTrackingIds: z.array(z.string()),
})

/** the SDK's ExternalChatGPTMessage */
export const chatMessageValidator = z.object({
  role: enumeration(['user', 'assistant', 'system'] as const),
  content: maxLengthString(25000),
}).loose()

/** Twilio's inbound message webhook (its form fields, by the names Twilio gives them) */
export const inboundSmsInput = z.object({
  From: maxLengthString(25),
  To: maxLengthString(25).optional(),
  Body: maxLengthString(5000).optional(),
  MessageSid: maxLengthString(250).optional(),
  /** the webhook URL's own secret (see services/messaging/README.md): required when Twilio is configured */
  token: maxLengthString(250).optional(),
}).loose()

export const outboundRoutes = [
  call({
    operation: 'templates.templated-message', method: 'POST', path: '/templated-message', callers: ['user', 'apiKey'],
    input: templatedMessageInput, output: templatedMessageOutput,
    summary: "Fills a message's {{enduser.*}}, {{user.*}} and {{organization.*}} variables for one patient and sender: plaintext, html (escaped values, sanitized HTML) and subject, for the channel given",
  }),
  call({
    operation: 'templates.suggested-reply', method: 'POST', path: '/templates/suggested-reply', callers: ['user', 'apiKey'],
    input: z.object({ messages: listValidator(chatMessageValidator, 100).min(1, { error: 'messages must not be empty' }) }).loose(),
    output: z.object({ completion: z.string() }),
    summary: "A model's suggested reply to a conversation; 503 'Suggested replies and embeddings are not configured…' when no model is set up",
  }),
  call({
    operation: 'templates.create-embedding', method: 'POST', path: '/templates/create-embedding', callers: ['user', 'apiKey'],
    input: z.object({ templateId: idValidator }).loose(), output: z.object({}).loose(),
    summary: "Computes a template's embedding for AI search; 503 '…not configured' when no model is set up",
  }),
  call({
    operation: 'templates.embedding-search', method: 'POST', path: '/templates/embedding-search', callers: ['user', 'apiKey'],
    input: z.object({ content: maxLengthString(25000) }).loose(), output: z.object({ templateIds: z.array(z.string()), message: z.string().optional() }),
    summary: "Templates nearest to a text by embedding; 503 '…not configured' when no model is set up",
  }),
  call({
    operation: 'sms_messages.leave-message', method: 'POST', path: '/sms-messages/leave-message', callers: ['public', 'enduser'],
    input: z.object({ businessId: idValidator, fname: nameValidator, lname: nameValidator, phone: phoneValidator, message: smsMessageValidator }).loose(),
    output: z.object({}).loose(),
    summary: "A website visitor leaves a message: kept as an inbound SMS of the patient with that number (created when none has it); at most 5 per number and hour (429)",
  }),
  call({
    operation: 'sms_messages.send-message-to-number', method: 'POST', path: '/sms-messages/send-message-to-number', callers: ['user', 'apiKey'],
    input: z.object({ message: smsMessageValidator, to: phoneValidator }).loose(),
    output: z.object({ enduser: endusers.record }),
    summary: 'Sends an SMS to a number: to the patient with that phone, or to a new patient created with it',
  }),
  call({
    operation: 'sms_messages.inbound-webhook', method: 'POST', path: '/sms-messages/inbound-webhook', callers: ['public'],
    input: inboundSmsInput, output: z.object({ received: z.boolean() }).loose(),
    summary: "The SMS provider's inbound webhook (Twilio's From, To, Body, MessageSid): the reply joins the thread of the patient the last message to that number went to",
  }),
  call({
    operation: 'phone_calls.authenticate', method: 'POST', path: '/authenticate-twilio-phone-call', callers: ['user'],
    input: z.object({ os: enumeration(['ios', 'android'] as const).optional(), type: maxLengthString(100).optional() }).loose(),
    output: z.object({ accessToken: z.string(), identity: z.string() }),
    summary: "A Twilio Voice access token for the caller; 503 'Phone calls are not configured…' when Twilio voice is not set up",
  }),
  call({
    operation: 'journeys.handle-incoming-communication', method: 'POST', path: '/journeys/handle-incoming-communication', callers: ['user', 'apiKey'],
    input: z.object({ enduserId: idValidator, channel: maxLengthString(1000).optional(), destination: maxLengthString(1000).optional(), messageId: idValidator.optional() }).loose(),
    output: z.object({ published: z.boolean() }).loose(),
    summary: "Hands an incoming message to automation: publishes evt.incoming_communications.created, on which records takes the patient out of every journey whose onIncomingEnduserCommunication is 'Remove'",
  }),
] as const

export const outboundCalls = [...outboundRoutes]
