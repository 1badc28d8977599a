// superbill_providers (spec 1 §3 "Commerce and clinical administration"): the billing provider a
// superbill names — every field required (spec 1 §3), in the public SDK's shape (SuperbillProviderInfo).
import { z } from 'zod'
import { emailValidator, maxLengthString as text } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const addressValidator = z.object({
  lineOne: text(250), lineTwo: emptyText(250).optional(), city: text(250), state: text(100), zipCode: text(20),
  zipPlusFour: emptyText(20).optional(), title: emptyText(250).optional(),
})
function emptyText(max: number) {
  return z.union([z.literal(''), text(max)])
}
/** a non-empty text: a provider's details all name something */
const filled = (max: number) => text(max).refine((s) => s.trim().length > 0, { message: 'Must not be empty' })

export const superbillProviderFields = {
  address: addressValidator.optional(),
  email: emailValidator.optional(),
  phone: filled(100).optional(),
  officeName: filled(250).optional(),
  taxId: filled(100).optional(),
  providerName: filled(250).optional(),
  /** the CMS place of service code ('11' office, '02' telehealth) */
  placeOfServiceCode: filled(100).optional(),
  providerLicense: filled(100).optional(),
  providerNPI: filled(100).optional(),
}
/** a provider as a superbill keeps it (a snapshot) */
export const superbillProviderInfoValidator = z.object({
  address: addressValidator, email: emailValidator, phone: filled(100), officeName: filled(250), taxId: filled(100),
  providerName: filled(250), placeOfServiceCode: filled(100).optional(), providerLicense: filled(100), providerNPI: filled(100),
})

export const superbillProviders = defineCollection({
  name: 'superbill_providers',
  service: 'billing',
  fields: superbillProviderFields,
  required: ['address', 'email', 'phone', 'officeName', 'taxId', 'providerName', 'placeOfServiceCode', 'providerLicense', 'providerNPI'],
  searchFields: ['providerName', 'officeName'],
})
