// enduser_observations (spec 1 §3, §4 lab status values), owned by records: a measurement (vital
// sign) of a patient. Patients record their own (a home blood-pressure cuff) and read them.
// category, status, measurement and enduserId are required (spec 1 §3 and the public SDK's
// EnduserObservation_required): nothing is filled in for a caller who left them out.
import { z } from 'zod'
import { OBSERVATION_STATUSES } from '../constants.ts'
import { booleanValidator, enumeration, idValidator, listValidator as list, maxLengthString as text, numberValidator, instantValidator } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const OBSERVATION_CATEGORIES = ['vital-signs'] as const

export const observationMeasurement = z.object({ value: numberValidator, unit: text(100) })

export const enduserObservations = defineCollection({
  name: 'enduser_observations',
  service: 'records',
  references: { enduserId: 'endusers' },
  fields: {
    category: enumeration(OBSERVATION_CATEGORIES).optional(),
    status: enumeration(OBSERVATION_STATUSES).optional(),
    measurement: observationMeasurement.optional(),
    enduserId: idValidator.optional(),
    code: text(250).optional(),
    source: text(250).optional(),
    type: text(250).optional(),
    notes: text(5000).optional(),
    recordedAt: instantValidator.optional(),
    timestamp: instantValidator.optional(),
    externalId: text(250).optional(),
    reviewedAt: instantValidator.optional(),
    reviewedBy: text(100).optional(),
    beforeMeal: booleanValidator.optional(),
    invalidationReason: text(1000).optional(),
    references: list(z.record(z.string(), z.unknown())).optional(),
  },
  required: ['category', 'status', 'measurement', 'enduserId'],
  enduserAccess: { create: true, read: 'own' },
  searchFields: ['type', 'code'],
})
