// Which files the patient sees and how (spec 2 §2.8, §3 "File"). Pure.
//  - Shown: the patient's files (the server answers only those, never one hidden from them) that
//    are not hidden from the portal and whose bytes have arrived (confirmedAt: a record whose
//    upload never finished cannot be opened).
//  - Shared files are those the care team made for the patient; 'Your Uploaded Files' those the
//    patient made: the file's creator is the patient.

import type { RecordOf } from '@care/sdk'
import { currentLocale, formatNumber } from '@care/ui/i18n'

/** the file fields these rules and the Documents screens read */
export type FileLike = Pick<
  RecordOf<'files'>,
  'id' | 'name' | 'type' | 'size' | 'secureName' | 'enduserId' | 'creator' | 'createdAt' | 'timestamp' | 'confirmedAt' | 'hideFromEnduserPortal' | 'hiddenFromEnduser'
>

export type FileFilter = 'all' | 'shared' | 'uploaded'
export const FILE_FILTERS: readonly FileFilter[] = ['all', 'shared', 'uploaded']

export const isFileFilter = (v: unknown): v is FileFilter => FILE_FILTERS.includes(v as FileFilter)

/** A file the patient uploaded (its creator is the patient), as opposed to one shared with them. */
export const uploadedBy = (file: FileLike, enduserId: string) => file.creator === enduserId

export function isVisibleInPortal(file: FileLike): boolean {
  return !file.hideFromEnduserPortal && !file.hiddenFromEnduser && Boolean(file.confirmedAt) && Boolean(file.secureName)
}

const when = (f: FileLike) => {
  const t = Date.parse(f.timestamp ?? f.createdAt ?? '')
  return Number.isNaN(t) ? 0 : t
}

/**
 * The files the list shows for `filter`, newest first. The patient's current profile picture (its
 * secureName is the enduser's `avatar`, uploaded from Settings) is not a document: left out.
 */
export function filesFor<F extends FileLike>(files: readonly F[], enduserId: string, filter: FileFilter, avatar?: string): F[] {
  return files
    .filter(isVisibleInPortal)
    .filter((f) => !avatar || f.secureName !== avatar)
    .filter((f) => filter === 'all' || (filter === 'uploaded') === uploadedBy(f, enduserId))
    .sort((a, b) => when(b) - when(a))
}

export type Preview = 'image' | 'pdf' | 'download'

// what every browser shows in an <img> (HEIC/HEIF and TIFF are not among them)
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp', 'image/svg+xml'])

const baseType = (type: string | undefined) => (type ?? '').split(';')[0].trim().toLowerCase()

/** How the viewer shows a file: images and PDFs in the page, anything else offered for download. */
export function previewOf(file: Pick<FileLike, 'type' | 'name'>): Preview {
  const type = baseType(file.type)
  if (IMAGE_TYPES.has(type)) return 'image'
  if (type === 'application/pdf') return 'pdf'
  // some clients upload without a type: judge by the extension then
  if (!type || type === 'application/octet-stream') {
    const ext = (file.name ?? '').toLowerCase().split('.').pop()
    if (ext === 'pdf') return 'pdf'
    if (ext && ['png', 'jpg', 'jpeg', 'gif', 'webp'].includes(ext)) return 'image'
  }
  return 'download'
}

/** '512 B', '14 KB', '2.3 MB', '1.1 GB' */
export function formatSize(bytes: number | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return ''
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB']
  let n = bytes / 1024
  let u = 0
  while (n >= 1024 && u < units.length - 1) {
    n /= 1024
    u++
  }
  return `${formatNumber(n, { maximumFractionDigits: n < 10 ? 1 : 0, useGrouping: false })} ${units[u]}`
}

export function formatDate(file: FileLike, locale = currentLocale()): string {
  const t = when(file)
  return t ? new Date(t).toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' }) : ''
}
