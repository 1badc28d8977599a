// A link to a stored file's bytes (GET /file-download-URL, preferInBrowser: shown rather than saved
// where the storage honours it), for the PDF and video of an item and the media of article blocks
// that name a stored file (a secureName) rather than an address. An address is used as it is.
import { useEffect, useState } from 'react'
import { useCareClient } from '@care/sdk/react'
import { texts } from '../texts.ts'
import { isStoredFile } from '../content-rules.ts'

export interface FileUrl {
  url?: string
  error?: string
}

export function useFileUrl(link: string | undefined): FileUrl {
  const client = useCareClient()
  const direct = link && !isStoredFile(link) ? link : undefined
  const [state, setState] = useState<FileUrl>({})
  useEffect(() => {
    setState({})
    if (!link || direct) return
    let live = true
    client
      .call<{ downloadURL: string }>('GET', '/file-download-URL', { secureName: link, preferInBrowser: true })
      .then(({ downloadURL }) => live && setState({ url: downloadURL }))
      .catch((e: unknown) => live && setState({ error: texts.fileFailed(e instanceof Error && e.message ? e.message : String(e)) }))
    return () => {
      live = false
    }
  }, [client, link, direct])
  return direct ? { url: direct } : state
}
