// superbills (spec 1 §3 "Commerce and clinical administration"): a visit's itemised bill a patient
// files with their insurer — snapshots of the patient and the provider, line items with CPT codes
// and integer-cent costs; GET /superbills/generate-pdf answers it as a PDF. Staff only (the SDK
// gives patients no access).
import { z } from 'zod'
import { idValidator, instantValidator, listValidator as list, maxLengthString as text, numberInRange } from '../values/index.ts'
import { defineCollection } from './define.ts'
import { billingCodeValidator, centsValidator, costValidator } from './products.ts'
import { superbillProviderInfoValidator } from './superbill-providers.ts'

export const superbillLineItemValidator = z.object({
  billingCode: billingCodeValidator,
  quantity: numberInRange(1, 1e6).refine(Number.isInteger, { message: 'Must be a whole number' }),
  /** the price of one, in cents */
  cost: costValidator,
  /** cents taken off the line's total */
  discount: centsValidator.optional(),
})
export type SuperbillLineItem = z.output<typeof superbillLineItemValidator>
export const superbillPatientValidator = z.object({ name: text(250), dateOfBirth: text(100), phone: text(100) })

export const superbills = defineCollection({
  name: 'superbills',
  service: 'billing',
  references: { enduserId: 'endusers' },
  fields: {
    enduserId: idValidator.optional(),
    appointmentDate: instantValidator.optional(),
    patient: superbillPatientValidator.optional(),
    provider: superbillProviderInfoValidator.optional(),
    lineItems: list(superbillLineItemValidator, 100).optional(),
  },
  required: ['enduserId', 'appointmentDate', 'patient', 'provider', 'lineItems'],
  updatesDisabled: ['enduserId'],
})
