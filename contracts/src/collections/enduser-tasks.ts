// enduser_tasks (spec 1 §3, spec 2 §3 "Task"), owned by records: a patient's to-do. The patient
// reads and completes their own; completion is one-way (completedAt, once set, is never unset —
// checked in records).
import { idValidator, maxLengthString as text, instantValidator } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const enduserTasks = defineCollection({
  name: 'enduser_tasks',
  service: 'records',
  references: { enduserId: 'endusers' },
  fields: {
    title: text(250).optional(),
    enduserId: idValidator.optional(),
    completedAt: instantValidator.optional(),
    description: text(5000).optional(),
  },
  required: ['title', 'enduserId'],
  enduserAccess: { read: 'own', update: 'own' },
  searchFields: ['title'],
})

export const TASK_COMPLETION_ONE_WAY = 'A completed task cannot be marked incomplete'
export const TASK_ENDUSER_MAY_ONLY_COMPLETE = 'Endusers may only mark their own tasks complete'
