// The flow's few icons as inline SVG paths (the platform has no icon package; @care/ui does the same).
import { createSvgIcon } from '@care/ui/mui'

export const BackIcon = createSvgIcon(<path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" />, 'Back')
export const PreviousIcon = createSvgIcon(<path d="M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z" />, 'Previous')
export const NextIcon = createSvgIcon(<path d="M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z" />, 'Next')
