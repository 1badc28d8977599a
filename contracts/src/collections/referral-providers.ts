// referral_providers (spec 1 §3, issue #11), owned by records: the outside providers a clinic refers
// patients to. organizationName is required; the other fields are spec 1 §3's (fname … status
// texts), shaped as the public SDK's later ReferralProvider type (1.174 has none): lists of texts,
// acceptedInsurance a list of `{ name }`, address the SDK's Address, the four status texts.
// name, specialty, fax, the address lines, NPI and tags are this platform's earlier fields, kept
// so existing records and clients go on working.
import { z } from 'zod'
import { emailValidator, emptyOk, listValidator as list, maxLengthString as text, phoneValidator, urlValidator } from '../values/index.ts'
import { defineCollection } from './define.ts'

/** the public SDK's Address */
export const referralAddress = z.object({
  lineOne: text(250),
  lineTwo: text(250).optional(),
  city: text(250),
  state: text(250),
  zipCode: text(100),
  zipPlusFour: text(100).optional(),
  title: text(250).optional(),
})

export const referralProviders = defineCollection({
  name: 'referral_providers',
  service: 'records',
  fields: {
    organizationName: text(250).optional(),
    fname: text(250).optional(),
    lname: text(250).optional(),
    clinicName: text(250).optional(),
    types: list(text(250)).optional(),
    acceptedInsurance: list(z.object({ name: text(250) })).optional(),
    address: referralAddress.optional(),
    email: emptyOk(emailValidator).optional(),
    phone: emptyOk(phoneValidator).optional(),
    phoneExtension: text(100).optional(),
    notes: text(5000).optional(),
    website: emptyOk(urlValidator).optional(),
    bookingLink: emptyOk(urlValidator).optional(),
    uninsuredDescription: text(5000).optional(),
    description: text(5000).optional(),
    services: list(text(250)).optional(),
    locations: list(text(250)).optional(),
    languages: list(text(250)).optional(),
    eligibilityCriteria: list(text(1000)).optional(),
    activeRelationshipStatus: text(250).optional(),
    acceptingReferralsStatus: text(250).optional(),
    inPersonServiceStatus: text(250).optional(),
    virtualServiceStatus: text(250).optional(),
    name: text(250).optional(),
    specialty: text(250).optional(),
    fax: emptyOk(phoneValidator).optional(),
    addressLineOne: text(250).optional(),
    addressLineTwo: text(250).optional(),
    city: text(250).optional(),
    state: text(250).optional(),
    zipCode: text(100).optional(),
    NPI: text(100).optional(),
    tags: list(text(100)).optional(),
  },
  required: ['organizationName'],
  searchFields: ['organizationName', 'clinicName', 'fname', 'lname', 'name', 'specialty', 'types', 'services', 'tags'],
})
