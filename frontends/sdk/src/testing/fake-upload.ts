// An upload's XMLHttpRequest for component tests of file uploads (the screens' createRequest).
/** A stand-in XMLHttpRequest: the test drives progress and the answer. */
export class FakeUploadRequest {
  static last?: FakeUploadRequest
  method = ''
  url = ''
  status = 0
  responseText = ''
  sent?: FormData
  aborted = false
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null

  constructor() {
    FakeUploadRequest.last = this
  }

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }

  send(body: FormData) {
    this.sent = body
  }

  abort() {
    this.aborted = true
    this.onabort?.()
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total })
  }

  answer(status: number, body = '') {
    this.status = status
    this.responseText = body
    this.onload?.()
  }
}

export const fakeRequest = () => new FakeUploadRequest() as unknown as XMLHttpRequest
