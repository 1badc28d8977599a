// availability_blocks (spec 1 §3 "Calendar and booking"; the SDK's AvailabilityBlock): weekly hours
// of a user or the organization, in order (index; /update-order-of-availability-blocks reorders),
// in minutes of the day in the owner's time zone. Staff only: availability reaches patients through
// /calendar-availability.
import { booleanValidator, idValidator, enumeration } from '../values/index.ts'
import { defineCollection } from './define.ts'
import { AVAILABILITY_ENTITIES, wholeNumber } from './scheduling-values.ts'

export const availabilityBlocks = defineCollection({
  name: 'availability_blocks',
  service: 'scheduling',
  fields: {
    entity: enumeration(AVAILABILITY_ENTITIES).optional(),
    entityId: idValidator.optional(),
    index: wholeNumber(0, 1_000_000).optional(),
    dayOfWeekStartingSundayIndexedByZero: wholeNumber(0, 6).optional(),
    startTimeInMinutes: wholeNumber(0, 1440).optional(),
    endTimeInMinutes: wholeNumber(0, 1440).optional(),
    active: booleanValidator.optional(),
  },
  required: ['entity', 'entityId', 'index', 'dayOfWeekStartingSundayIndexedByZero', 'startTimeInMinutes', 'endTimeInMinutes'],
  updatesDisabled: ['entity', 'entityId', 'index'],
})
