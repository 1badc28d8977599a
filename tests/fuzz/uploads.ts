// The gateway's own file routes, which are not in the route table: a multipart upload to a link
// (POST /v1/file-upload/<token>) — whole, cut at any byte, with boundaries that do not match, no
// file part, two, more bytes than announced, bytes that are no form at all — and downloads with
// junk tokens. A valid link works once, so each upload case with one gets a new link first.
import fc from 'fast-check'

export const UPLOAD_ROUTE = 'POST /file-upload/:token (multipart)'
export const DOWNLOAD_ROUTE = 'GET /file-download/:token'

/** the size every upload link is prepared for */
export const ANNOUNCED_SIZE = 64

export type UploadForm =
  | { kind: 'whole' }
  | { kind: 'cut'; at: number }
  | { kind: 'boundary-mismatch' }
  | { kind: 'no-boundary' }
  | { kind: 'not-multipart' }
  | { kind: 'no-file-part' }
  | { kind: 'two-files' }
  | { kind: 'huge-part-header' }
  | { kind: 'more-than-announced' }
  | { kind: 'garbage'; bytes: Uint8Array }

export interface UploadCase {
  route: typeof UPLOAD_ROUTE | typeof DOWNLOAD_ROUTE
  /** a fresh link, or junk in its place */
  token: 'fresh' | string
  form: UploadForm
}

const B = 'fuzzboundary'
const part = (name: string, filename: string | undefined, content: string) =>
  `--${B}\r\ncontent-disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\ncontent-type: text/plain\r\n\r\n${content}\r\n`
const whole = `${part('file', 'fuzz.txt', 'a small file')}--${B}--\r\n`

/** [content-type, body] of a form */
export function uploadBody(form: UploadForm): [string, Buffer] {
  const multipart = `multipart/form-data; boundary=${B}`
  switch (form.kind) {
    case 'whole':
      return [multipart, Buffer.from(whole)]
    case 'cut':
      return [multipart, Buffer.from(whole).subarray(0, form.at % whole.length)]
    case 'boundary-mismatch':
      return ['multipart/form-data; boundary=otherboundary', Buffer.from(whole)]
    case 'no-boundary':
      return ['multipart/form-data', Buffer.from(whole)]
    case 'not-multipart':
      return ['application/json', Buffer.from('{"file":"a small file"}')]
    case 'no-file-part':
      return [multipart, Buffer.from(`${part('note', undefined, 'no file here')}--${B}--\r\n`)]
    case 'two-files':
      return [multipart, Buffer.from(`${part('file', 'a.txt', 'one')}${part('file', 'b.txt', 'two')}--${B}--\r\n`)]
    case 'huge-part-header':
      return [multipart, Buffer.from(`--${B}\r\ncontent-disposition: form-data; name="file"; filename="${'n'.repeat(100_000)}"\r\n\r\nx\r\n--${B}--\r\n`)]
    case 'more-than-announced':
      return [multipart, Buffer.from(`${part('file', 'big.txt', 'x'.repeat(ANNOUNCED_SIZE * 100))}--${B}--\r\n`)]
    case 'garbage':
      return [multipart, Buffer.from(form.bytes)]
  }
}

const formArbitrary: fc.Arbitrary<UploadForm> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'whole' as const }) },
  { weight: 4, arbitrary: fc.nat().map((at) => ({ kind: 'cut' as const, at })) },
  {
    weight: 3,
    arbitrary: fc.constantFrom('boundary-mismatch', 'no-boundary', 'not-multipart', 'no-file-part', 'two-files', 'huge-part-header', 'more-than-announced')
      .map((kind) => ({ kind }) as UploadForm),
  },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ kind: 'garbage' as const, bytes })) },
)

const junkToken = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('x', '0123456789abcdef01234567', 'a'.repeat(3_000), 'eyJhbGciOiJub25lIn0.e30.'))

export const uploadCaseArbitrary: fc.Arbitrary<UploadCase> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ route: fc.constant(UPLOAD_ROUTE), token: fc.oneof({ weight: 4, arbitrary: fc.constant('fresh' as const) }, { weight: 1, arbitrary: junkToken }), form: formArbitrary }) },
  { weight: 1, arbitrary: fc.record({ route: fc.constant(DOWNLOAD_ROUTE), token: junkToken, form: fc.constant({ kind: 'whole' as const }) }) },
)
