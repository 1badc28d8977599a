// endusers: patients (spec 1 §3 "People"), owned by identity. Staff whose role sets nothing for
// patients ('Default') reach those assigned to them (assignedTo) or they created, as under 'Assigned'.
import { z } from 'zod'
import { ENDUSER_GENDERS, ENDUSER_PREFERENCES } from '../constants.ts'
import {
  booleanValidator, customFieldsValidator, emailValidator, emptyOk, enduserJourneysValidator, enumeration, idValidator,
  listValidator as list, maxLengthString as text, nameValidator, numberValidator, phoneValidator, uniqueListValidator as uniqueList,
} from '../values/index.ts'
import { defineCollection } from './define.ts'

const json = z.record(z.string(), z.unknown())

/** height and weight: a value with its unit (spec 1 §3 'height and weight (value, unit)'); a value without its unit is refused */
const quantity = z.object({ value: z.union([numberValidator, text(100)]), unit: text(1000) })
/** a note per booking page (the SDK's bookingNotes) */
const bookingNote = z.object({ bookingPageId: idValidator, note: text(5000).optional() })
/** a record of another system this patient corresponds to (the SDK's references: type and id there) */
const relatedRecord = z.object({ type: text(100), id: text(100), creator: idValidator.optional(), environment: text().optional() })

export const endusers = defineCollection({
  name: 'endusers',
  service: 'identity',
  // a patient's journeys map is keyed by journey id (records'): a key must name a journey of the business
  references: { 'assignedTo[]': 'users', customTypeId: 'enduser_custom_types', 'journeys{}': 'journeys' },
  // records starts a journey for a patient whose map a caller gave it (journeys/map-written.ts)
  eventPrevious: ['journeys'],
  fields: {
    externalId: text(250).optional(),
    email: emptyOk(emailValidator).optional(),
    alternateEmails: list(emailValidator).optional(),
    emailConsent: booleanValidator.optional(),
    phone: emptyOk(phoneValidator).optional(),
    landline: emptyOk(phoneValidator).optional(),
    phoneConsent: booleanValidator.optional(),
    fname: emptyOk(nameValidator).optional(),
    mname: emptyOk(nameValidator).optional(),
    lname: emptyOk(nameValidator).optional(),
    dateOfBirth: text(250).optional(),
    journeys: enduserJourneysValidator.optional(),
    scheduledJourneys: list(json).optional(),
    tags: uniqueList(text(100)).optional(),
    /** which staff may see this patient when the organization enables access tags (the SDK's accessTags) */
    accessTags: uniqueList(text(100)).optional(),
    fields: customFieldsValidator.optional(),
    preference: enumeration(ENDUSER_PREFERENCES).optional(),
    assignedTo: uniqueList(idValidator).optional(),
    unread: booleanValidator.optional(),
    lastActive: z.string().optional(),
    lastLogout: z.string().optional(),
    termsSigned: z.string().optional(),
    termsVersion: text(100).optional(),
    lastCommunication: z.string().optional(),
    avatar: text(250).optional(),
    gender: enumeration(ENDUSER_GENDERS).optional(),
    height: quantity.optional(),
    weight: quantity.optional(),
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
    customTypeId: emptyOk(idValidator).optional(),
    note: text(25000).optional(),
    markedReadAt: z.string().optional(),
    markedUnreadAt: z.string().optional(),
    passwordIsUnset: booleanValidator.optional(),
    isUpsertedAccount: booleanValidator.optional(),
    hashedPassword: text().optional(),
    unsubscribedFrom: list(text(100)).optional(),
    bookingNotes: list(bookingNote).optional(),
    references: list(relatedRecord).optional(),
    stripeCustomerId: text(100).optional(),
  },
  readonly: ['hashedPassword', 'lastActive', 'lastLogout', 'passwordIsUnset', 'unsubscribedFrom'],
  updatesDisabled: ['references'],
  unique: [
    { fields: ['email'], message: 'An enduser with this email already exists' },
    { fields: ['externalId'], message: 'An enduser with this externalId already exists' },
  ],
  hidden: ['hashedPassword'],
  enduserAccess: { read: 'own', update: 'own' },
  enduserField: 'id',
  defaultAccess: 'Assigned',
  assignmentFields: ['assignedTo'],
  searchFields: ['fname', 'lname', 'email', 'phone', 'displayName', 'externalId', 'tags'],
})
