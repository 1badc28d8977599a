// The fields of a managed content record the Education page reads (spec 2 §3 "Content", spec 1 §2
// blocks): the contract's record type, through @care/sdk.
import type { RecordOf } from '@care/sdk'

export type ContentRecord = RecordOf<'managed_content_records'>

export type ContentLike = Pick<ContentRecord, 'id'> &
  Partial<Pick<ContentRecord, 'title' | 'type' | 'category' | 'description' | 'textContent' | 'htmlContent' | 'headerPhoto' | 'attachments' | 'blocks' | 'forInternalUse' | 'index' | 'portalIndex'>>

/** one article block (h1, h2, html, image, youtube, iframe, pdf, and the SDK's content-link) */
export type ContentBlock = NonNullable<ContentRecord['blocks']>[number]
