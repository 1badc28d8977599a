// user_logs (spec 1 §3 "People": userId, resource, resourceId, action), owned by records: the
// audit trail — every write of any record and every read of patient data by a signed-in caller.
// Written only by the platform (records' audit-trail reaction, fed by every write event — handed
// over by the writer before it answers — and by the read events the kit's collection engine
// publishes), never through the API: who (userId, userType, userName), what (resource = collection, resourceId, action),
// whose (enduserId), when (createdAt) and from where (info.ip). A patient reads the entries about
// themselves (portal Settings → 'Who viewed my record'), without the addresses in `info`.
import { customFieldsValidator, enumeration, idValidator, maxLengthString as text } from '../values/index.ts'
import { defineCollection } from './define.ts'

/** create/update/delete as the SDK's CUD; `read`: opened by id; `list`: shown in a listing. */
export const USER_LOG_ACTIONS = ['create', 'read', 'list', 'update', 'delete'] as const
export type UserLogAction = (typeof USER_LOG_ACTIONS)[number]

export const userLogs = defineCollection({
  name: 'user_logs',
  service: 'records',
  fields: {
    userId: idValidator.optional(),
    userType: enumeration(['user', 'enduser'] as const).optional(),
    userName: text(250).optional(),
    resource: text(100).optional(),
    resourceId: idValidator.optional(),
    action: enumeration(USER_LOG_ACTIONS).optional(),
    enduserId: idValidator.optional(),
    /** ip: the caller's address; ids and count: the records of one listing */
    info: customFieldsValidator.optional(),
    note: text(1000).optional(),
  },
  required: ['userId', 'resource', 'resourceId', 'action'],
  writtenBySystemOnly: true,
  // an entry about a patient is part of that patient's record: staff whose role reads no patients
  // read no audit trail (REST and live alike; under 'Assigned' the live fan-out fails closed)
  accessVia: { collection: 'endusers', field: 'enduserId' },
  enduserAccess: { read: 'own' },
  hiddenFromEndusers: ['info', 'note'],
})
