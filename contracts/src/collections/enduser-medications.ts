// enduser_medications (spec 1 §3, spec 3 §3 "Medication entry"), owned by records: what a patient
// takes, with its RxNorm code, dosage and dispensing. enduserId is set on create only.
import { z } from 'zod'
import { idValidator, listValidator as list, maxLengthString as text, nonNegativeNumberValidator, instantValidator } from '../values/index.ts'
import { defineCollection } from './define.ts'


export const medicationDispensing = z.object({ quantity: nonNegativeNumberValidator, unit: text(100).optional() })
export const medicationDosage = z.object({
  value: text(100),
  unit: text(100),
  description: text(1000).optional(),
  quantity: text(100).optional(),
  frequency: text(250).optional(),
  frequencyDescriptor: text(250).optional(),
})

export const enduserMedications = defineCollection({
  name: 'enduser_medications',
  service: 'records',
  references: { enduserId: 'endusers' },
  fields: {
    enduserId: idValidator.optional(),
    title: text(250).optional(),
    calendarEventId: idValidator.optional(),
    prescribedBy: text(250).optional(),
    prescriberName: text(250).optional(),
    prescribedAt: instantValidator.optional(),
    startedTakingAt: instantValidator.optional(),
    stoppedTakingAt: instantValidator.optional(),
    rxNormCode: text(100).optional(),
    fdbCode: text(100).optional(),
    dispensing: medicationDispensing.optional(),
    dosage: medicationDosage.optional(),
    source: text(250).optional(),
    externalId: text(250).optional(),
    notes: text(5000).optional(),
    pharmacyName: text(250).optional(),
    reasonForTaking: text(1000).optional(),
    references: list(z.record(z.string(), z.unknown())).optional(),
  },
  required: ['enduserId', 'title'],
  updatesDisabled: ['enduserId'],
  enduserAccess: { read: 'own' },
  searchFields: ['title', 'rxNormCode'],
})
