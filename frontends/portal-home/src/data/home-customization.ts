// The organization's customization of the Home page (spec 2 §2.5, portal_customizations): blocks
// that replace the default content, an optional title and header image.
import type { RecordOf } from '@care/sdk'

export type BlockType = 'careTeam' | 'education' | 'carePlan' | 'events' | 'text'

export interface PortalBlock {
  type: BlockType | string
  info?: Record<string, unknown>
}

/** what Home reads of a page's customization */
export type PortalCustomization = Pick<RecordOf<'portal_customizations'>, 'page' | 'blocks' | 'title' | 'headerImageURL'>

export const HOME_PAGE = 'Home'

/** The Home customization among the organization's, if any has blocks or a header. */
export function homeCustomization<C extends PortalCustomization>(records: readonly C[]): C | undefined {
  return records.find((r) => r.page === HOME_PAGE)
}

/** Text of a 'text' block: its info.text, or the text of info.html (markup is not rendered). */
export function blockText(block: PortalBlock, toText: (html: string) => string): string {
  const info = block.info ?? {}
  if (typeof info.text === 'string') return info.text
  if (typeof info.html === 'string') return toText(info.html)
  return ''
}
