// phone_trees (spec 1 §3 "Communication"; the SDK's phone_trees): the menu an inbound call to a
// business number walks through (Twilio, when configured). Stored and edited here; nodes keep the
// SDK's open shape (id, action, events). Patients may read them (the SDK's enduserActions).
import { z } from 'zod'
import { booleanValidator, idListValidator, listValidator as list, maxLengthString as text, uniqueListValidator as uniqueList } from '../values/index.ts'
import { defineCollection } from './define.ts'

const json = z.record(z.string().max(250), z.unknown())

export const phoneTrees = defineCollection({
  name: 'phone_trees',
  service: 'messaging',
  references: { 'testEnduserIds[]': 'endusers' },
  fields: {
    number: text(1000).optional(),
    isActive: booleanValidator.optional(),
    nodes: list(json, 250).optional(),
    testEnduserIds: idListValidator.optional(),
    enduserCondition: json.optional(),
    bypassOOO: booleanValidator.optional(),
    defaultEntityType: text(100).optional(),
    tags: uniqueList(text(250)).optional(),
  },
  required: ['number', 'isActive', 'nodes'],
  enduserAccess: { read: 'all' },
  hiddenFromEndusers: ['testEnduserIds', 'enduserCondition'],
})
