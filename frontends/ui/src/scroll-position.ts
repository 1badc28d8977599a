// spec 1 §2: "Infinite scroll loads more when within 5px of the bottom".
export const INFINITE_SCROLL_THRESHOLD_PX = 5

export interface ScrollMetrics {
  scrollTop: number
  scrollHeight: number
  clientHeight: number
}

/** True when the remaining distance to the bottom is at most `threshold` pixels. */
export function isNearBottom({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics, threshold = INFINITE_SCROLL_THRESHOLD_PX): boolean {
  return scrollHeight - scrollTop - clientHeight <= threshold
}
