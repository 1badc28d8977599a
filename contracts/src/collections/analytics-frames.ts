// analytics_frames (spec 1 §3, §5), owned by records: a saved analytics query and how to show it.
// Every frame needs its query (spec 1 §3); a frame without a parent frame needs a title ('Title is
// required', checked in records); a child frame is a grouping inside its parent.
import { z } from 'zod'
import { booleanValidator, emptyOk, idListValidator, idValidator, listValidator as list, maxLengthString as text, numberValidator } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const ANALYTICS_FRAME_TITLE_REQUIRED = 'Title is required'

const json = z.record(z.string(), z.unknown())

export const analyticsFrames = defineCollection({
  name: 'analytics_frames',
  service: 'records',
  references: { parentFrame: 'analytics_frames', 'visibleForUserIds[]': 'users' },
  fields: {
    title: text(250).optional(),
    query: json.optional(),
    groupByCareTeam: booleanValidator.optional(),
    parentFrame: emptyOk(idValidator).optional(),
    type: text(100).optional(),
    groupMin: numberValidator.optional(),
    groupMax: numberValidator.optional(),
    displayType: text(100).optional(),
    analyticsFrameGroupingCategory: list(json).optional(),
    truncationLength: numberValidator.optional(),
    showEllipsis: booleanValidator.optional(),
    orderedLabels: list(text(250)).optional(),
    visibleForRoles: list(text(250)).optional(),
    visibleForUserIds: idListValidator.optional(),
  },
  required: ['query'],
  searchFields: ['title'],
})
