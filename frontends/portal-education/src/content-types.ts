// The fields of a managed content record the Education page reads (spec 2 §3 "Content", spec 1 §2
// blocks), as the public SDK shapes them.
export type ContentType = 'Article' | 'PDF' | 'Video'

export interface ContentBlock {
  type: string
  info?: {
    text?: string
    html?: string
    link?: string
    name?: string
    width?: number
    height?: number
  }
}

export interface ContentAttachment {
  secureName: string
  type?: string
  name?: string
}

export interface ContentLike {
  id: string
  title?: string
  type?: ContentType | string
  category?: string
  description?: string
  textContent?: string
  htmlContent?: string
  headerPhoto?: string
  attachments?: readonly ContentAttachment[]
  blocks?: readonly ContentBlock[]
  forInternalUse?: boolean
  index?: number
  portalIndex?: number
}
