// Starting the browser's download of a link or of bytes made in the page (a response's PDF, a zip
// of them): a temporary <a download> clicked and removed.

/** downloads `url` as `name` (a link that answers with Content-Disposition: attachment, or a blob: URL) */
export function startDownload(url: string, name: string) {
  const a = document.createElement('a')
  a.href = url
  a.download = name
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
}

/** downloads bytes as a file of `type` */
export function saveBytes(bytes: Uint8Array | ArrayBuffer, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }))
  startDownload(url, name)
  // the click has handed the blob to the browser by then
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** the file name a Content-Disposition header gives (filename* first), if any */
export function dispositionName(disposition: string | null): string | undefined {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1]
  if (star) return decodeURIComponent(star)
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1]
}

/** a refused answer's text: the JSON body's message, else the body, else `fallback` */
export async function refusalMessage(res: Response, fallback: string): Promise<string> {
  const text = await res.text().catch(() => '')
  let message = text
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? text
  } catch {
    // not JSON: the text itself
  }
  return message || fallback
}
