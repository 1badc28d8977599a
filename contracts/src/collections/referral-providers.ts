// referral_providers (issue #11), owned by records: the outside providers a clinic refers patients
// to. The public SDK's types leave the shape open; these are the fields a referral needs.
import { emailValidator, emptyOk, listValidator as list, maxLengthString as text, phoneValidator } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const referralProviders = defineCollection({
  name: 'referral_providers',
  service: 'records',
  fields: {
    name: text(250).optional(),
    specialty: text(250).optional(),
    organizationName: text(250).optional(),
    email: emptyOk(emailValidator).optional(),
    phone: emptyOk(phoneValidator).optional(),
    fax: emptyOk(phoneValidator).optional(),
    addressLineOne: text(250).optional(),
    addressLineTwo: text(250).optional(),
    city: text(250).optional(),
    state: text(250).optional(),
    zipCode: text(100).optional(),
    NPI: text(100).optional(),
    notes: text(5000).optional(),
    tags: list(text(100)).optional(),
  },
  required: ['name'],
  searchFields: ['name', 'specialty', 'organizationName', 'tags'],
})
