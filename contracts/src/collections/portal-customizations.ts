// portal_customizations (spec 1 §3, spec 2 §1 and §3): per portal page, its blocks, title and
// navigation settings. Endusers read them to lay out their portal.
import { z } from 'zod'
import { booleanValidator, enumeration, listValidator as list, maxLengthString as text, numberValidator } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const HOME_CANNOT_BE_DISABLED = 'Home page cannot be disabled'
/** Portal tab names (spec 2 §1). */
export const PORTAL_PAGES = ['Home', 'Communications', 'Documents', 'Education', 'Care Plan', 'Appointment Booking', 'Community'] as const
/** Block types that can replace a page's content (spec 2 §1). */
export const PORTAL_BLOCK_TYPES = ['careTeam', 'education', 'carePlan', 'events', 'text'] as const

export const portalBlock = z.object({
  type: enumeration(PORTAL_BLOCK_TYPES),
  info: z.record(z.string(), z.unknown()).optional(),
}).loose()

export const portalCustomizations = defineCollection({
  name: 'portal_customizations',
  service: 'identity',
  fields: {
    page: text(100).optional(),
    blocks: list(portalBlock).optional(),
    title: text(250).optional(),
    disabled: booleanValidator.optional(),
    mobileBottomNavigationPosition: numberValidator.optional(),
    headerImageURL: text(1000).optional(),
  },
  required: ['page', 'blocks'],
  unique: [{ fields: ['page'], message: 'A customization for this page already exists' }],
  enduserAccess: { read: 'all' },
  searchFields: ['page', 'title'],
})
