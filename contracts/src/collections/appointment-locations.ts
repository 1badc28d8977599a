// appointment_locations (spec 1 §3 "Calendar and booking"; spec 2 §3 "Location … with timezone"):
// title unique and required; the time zone availability is computed in. Patients read them.
import { listValidator as list, maxLengthString as text } from '../values/index.ts'
import { defineCollection } from './define.ts'
import { timezoneValidator } from './scheduling-values.ts'

export const appointmentLocations = defineCollection({
  name: 'appointment_locations',
  service: 'scheduling',
  fields: {
    title: text(1000).optional(),
    address: text(1000).optional(),
    city: text(250).optional(),
    zipCode: text(100).optional(),
    state: text(100).optional(),
    phone: text(100).optional(),
    timezone: timezoneValidator.optional(),
    instructions: text(5000).optional(),
    tags: list(text(250)).optional(),
  },
  required: ['title'],
  unique: [{ fields: ['title'] }],
  enduserAccess: { read: 'all' },
  searchFields: ['title', 'city', 'state'],
})
