// endusers: patients (spec 1 §3 "People"), owned by identity.
import { z } from 'zod'
import { defineCollection } from './define.ts'

const text = (max = 1000) => z.string().max(max)
const json = z.record(z.string(), z.unknown())
const list = <T extends z.ZodType>(t: T) => z.array(t).max(1000)

export const GENDERS = ['Female', 'Male', 'Other', 'Unknown'] as const
export const PREFERENCES = ['email', 'sms', 'call', 'chat'] as const

export const endusers = defineCollection({
  name: 'endusers',
  service: 'identity',
  fields: {
    externalId: text(250).optional(),
    email: text(250).email('Invalid email').transform((s) => s.toLowerCase()).optional(),
    alternateEmails: list(text(250)).optional(),
    emailConsent: z.boolean().optional(),
    phone: text(25).optional(),
    landline: text(25).optional(),
    phoneConsent: z.boolean().optional(),
    fname: text(100).optional(),
    mname: text(100).optional(),
    lname: text(100).optional(),
    dateOfBirth: text(250).optional(),
    journeys: z.record(z.string(), text(75)).optional(),
    scheduledJourneys: list(json).optional(),
    tags: list(text(100)).optional(),
    fields: json.optional(),
    preference: z.enum(PREFERENCES).optional(),
    assignedTo: list(text(100)).optional(),
    unread: z.boolean().optional(),
    lastActive: z.string().optional(),
    lastLogout: z.string().optional(),
    termsSigned: z.string().optional(),
    termsVersion: text(100).optional(),
    lastCommunication: z.string().optional(),
    avatar: text(250).optional(),
    gender: z.enum(GENDERS).optional(),
    height: json.optional(),
    weight: json.optional(),
    source: text(250).optional(),
    addressLineOne: text(250).optional(),
    addressLineTwo: text(250).optional(),
    city: text(250).optional(),
    state: text(250).optional(),
    zipCode: text(100).optional(),
    timezone: text(100).optional(),
    humanReadableId: text(100).optional(),
    displayName: text(250).optional(),
    language: json.optional(),
    relationships: list(json).optional(),
    customTypeId: text(100).optional(),
    note: text(25000).optional(),
    markedReadAt: z.string().optional(),
    markedUnreadAt: z.string().optional(),
    passwordIsUnset: z.boolean().optional(),
    isUpsertedAccount: z.boolean().optional(),
    hashedPassword: text().optional(),
  },
  readonly: ['hashedPassword', 'lastActive', 'lastLogout', 'passwordIsUnset'],
  unique: [
    { fields: ['email'], message: 'An enduser with this email already exists' },
    { fields: ['externalId'], message: 'An enduser with this externalId already exists' },
  ],
  hidden: ['hashedPassword'],
  enduserAccess: { read: 'own', update: 'own' },
  enduserField: 'id',
  assignmentFields: ['assignedTo'],
  searchFields: ['fname', 'lname', 'email', 'phone', 'displayName', 'externalId', 'tags'],
})
