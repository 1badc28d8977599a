// The Education page's rules (spec 2 §2.6, §9), pure so they are tested without a browser: which
// items a patient is shown and in what order, grouping by category with 'Other Content', the title
// truncation (55 characters below the 600 px breakpoint, 100 otherwise), and the embedded media of
// an article (YouTube and iframes at 560x315 by default, only from an allow-list).
import { truncate } from '@care/sdk/helpers'
import type { ContentLike } from './content-types.ts'

export const TITLE_LIMIT = { mobile: 55, desktop: 100 } as const
/** spec 2 §9: the mobile breakpoint */
export const MOBILE_BREAKPOINT_PX = 600
/** spec 1 §2, spec 2 §2.6: the default size of an embedded video */
export const EMBED_SIZE = { width: 560, height: 315 } as const

export const contentTitle = (title: string | undefined, mobile: boolean) => truncate(title ?? '', mobile ? TITLE_LIMIT.mobile : TITLE_LIMIT.desktop)

/** What the library lists: never content for internal use (the server withholds it too). */
export function visibleContent<T extends ContentLike>(records: readonly T[]): T[] {
  return records
    .filter((r) => r.forInternalUse !== true)
    .slice()
    .sort((a, b) => (a.portalIndex ?? a.index ?? Infinity) - (b.portalIndex ?? b.index ?? Infinity) || (a.title ?? '').localeCompare(b.title ?? ''))
}

export interface ContentGroup<T> {
  /** the category, or undefined for 'Other Content' / the flat list */
  category?: string
  items: T[]
}

/**
 * Items grouped by category (categories alphabetically, then the uncategorised ones as 'Other
 * Content'); when no item has a category, one flat group ('Your Content').
 */
export function groupByCategory<T extends ContentLike>(records: readonly T[]): { grouped: boolean; groups: ContentGroup<T>[] } {
  const byCategory = new Map<string, T[]>()
  const other: T[] = []
  for (const r of records) {
    const category = r.category?.trim()
    if (!category) other.push(r)
    else byCategory.set(category, [...(byCategory.get(category) ?? []), r])
  }
  if (byCategory.size === 0) return { grouped: false, groups: [{ items: other }] }
  const groups: ContentGroup<T>[] = [...byCategory.keys()].sort((a, b) => a.localeCompare(b)).map((category) => ({ category, items: byCategory.get(category)! }))
  if (other.length) groups.push({ items: other })
  return { grouped: true, groups }
}

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'youtube-nocookie.com'])
const YOUTUBE_ID = /^[\w-]{6,20}$/

function parseUrl(link: string | undefined, base?: string): URL | undefined {
  if (!link) return undefined
  try {
    return new URL(link, base)
  } catch {
    return undefined
  }
}

/** The embed address of a YouTube link (watch, youtu.be, shorts or embed forms), or undefined. */
export function youtubeEmbedUrl(link: string | undefined): string | undefined {
  const url = parseUrl(link?.trim())
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !YOUTUBE_HOSTS.has(url.hostname)) return undefined
  let id: string | null | undefined
  if (url.hostname === 'youtu.be') id = url.pathname.slice(1)
  else if (url.pathname === '/watch') id = url.searchParams.get('v')
  else id = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1]
  if (!id || !YOUTUBE_ID.test(id)) return undefined
  return `https://www.youtube-nocookie.com/embed/${id}`
}

/**
 * An iframe block's address when it may be framed: YouTube (as its embed address) or a page of
 * the portal's own origin over https (or the same origin); anything else is not framed.
 */
export function embeddableUrl(link: string | undefined, ownOrigin: string): string | undefined {
  const youtube = youtubeEmbedUrl(link)
  if (youtube) return youtube
  const url = parseUrl(link?.trim(), ownOrigin)
  if (!url) return undefined
  if (url.origin === ownOrigin && (url.protocol === 'https:' || url.protocol === 'http:')) return url.href
  return undefined
}

/** An https (or same-origin) link a patient may open in a new tab, else undefined. */
export function safeLink(link: string | undefined, ownOrigin: string): string | undefined {
  const url = parseUrl(link?.trim(), ownOrigin)
  if (!url) return undefined
  if (url.protocol === 'https:' || url.origin === ownOrigin) return url.href
  return undefined
}

/** The frame size of a media block: its own width and height, else 560x315. */
export function embedSize(info: { width?: number; height?: number } | undefined): { width: number; height: number } {
  const ok = (n: number | undefined) => typeof n === 'number' && Number.isFinite(n) && n > 0
  return { width: ok(info?.width) ? info!.width! : EMBED_SIZE.width, height: ok(info?.height) ? info!.height! : EMBED_SIZE.height }
}

/** A block's media link: a full address, or a stored file's secureName to be turned into a link. */
export const isStoredFile = (link: string) => !/^(https?:|data:|blob:|\/)/i.test(link)

/** The blocks the page knows how to show (spec 1 §2), in order; others are skipped. */
export const KNOWN_BLOCKS = ['h1', 'h2', 'html', 'image', 'youtube', 'iframe', 'pdf'] as const
export const shownBlocks = <B extends { type: string }>(blocks: readonly B[] | undefined): B[] => (blocks ?? []).filter((b) => (KNOWN_BLOCKS as readonly string[]).includes(b.type))
