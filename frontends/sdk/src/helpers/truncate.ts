// Truncation (spec 3 §5, §9): 25 characters by default, then an ellipsis; the length may not be negative.

export const DEFAULT_TRUNCATION = 25
export const ELLIPSIS = '...'

export function truncate(text: string, length: number = DEFAULT_TRUNCATION): string {
  if (length < 0) throw new RangeError('The truncation length must not be negative')
  const chars = Array.from(text ?? '') // by code point, so an emoji is never cut in half
  return chars.length > length ? `${chars.slice(0, length).join('')}${ELLIPSIS}` : text
}
