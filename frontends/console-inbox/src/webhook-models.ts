// The models the webhook settings offer (the public SDK's resource list, plus chat), and the
// subscriptions map the calls take: model → { create, update, delete }.
export const WEBHOOK_MODELS = [
  'endusers', 'calendar_events', 'form_responses', 'tickets', 'chats', 'chat_rooms', 'emails', 'sms_messages', 'phone_calls',
  'files', 'meetings', 'enduser_medications', 'purchases', 'purchase_credits',
] as const

export const OPERATIONS = ['create', 'update', 'delete'] as const
export type Operation = (typeof OPERATIONS)[number]
export type Subscriptions = Record<string, Partial<Record<Operation, boolean>>>

/** the models shown: the offered ones, then any other already subscribed */
export const modelsShown = (subs: Subscriptions) => [...WEBHOOK_MODELS, ...Object.keys(subs).filter((m) => !(WEBHOOK_MODELS as readonly string[]).includes(m)).sort()]

/** every model shown with its three switches, so a model turned all off is unsubscribed */
export const subscriptionUpdates = (subs: Subscriptions) =>
  Object.fromEntries(modelsShown(subs).map((m) => [m, Object.fromEntries(OPERATIONS.map((o) => [o, subs[m]?.[o] === true]))]))

/** only what is on (a first configuration) */
export const subscriptionsOn = (subs: Subscriptions) =>
  Object.fromEntries(Object.entries(subs).filter(([, cud]) => OPERATIONS.some((o) => cud[o])).map(([m, cud]) => [m, Object.fromEntries(OPERATIONS.filter((o) => cud[o]).map((o) => [o, true]))]))
