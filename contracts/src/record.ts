// The base record every collection shares (spec 1 §3).
import { z } from 'zod'

export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/

export const baseRecordShape = {
  id: z.string(),
  businessId: z.string(),
  organizationIds: z.array(z.string()),
  creator: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
}
export const baseRecordSchema = z.object(baseRecordShape)
export type BaseRecord = z.infer<typeof baseRecordSchema>

/** Fields every collection sets itself and no caller may write. */
export const BASE_READONLY_FIELDS = ['id', 'businessId', 'creator', 'createdAt', 'updatedAt'] as const
