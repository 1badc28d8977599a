// A link to a file's bytes (GET /file-download-URL, preferInBrowser: shown rather than saved where
// the storage honours it), and for PDFs a blob: URL of the bytes, so the page's frame shows the PDF
// even where the link answers as an attachment (the local-disk storage does). Object URLs are
// revoked when the viewer closes.
import { useEffect, useState } from 'react'
import { useCareClient } from '@care/sdk/react'
import { texts } from '../texts.ts'
import type { Preview } from './file-rules.ts'

export interface DownloadState {
  url?: string
  /** what the page shows: the link itself, or a blob: URL of the PDF's bytes */
  shownUrl?: string
  error?: string
}

export function useDownloadUrl(secureName: string | undefined, preview: Preview): DownloadState {
  const client = useCareClient()
  const [state, setState] = useState<DownloadState>({})
  useEffect(() => {
    setState({})
    if (!secureName) return
    let live = true
    let objectUrl: string | undefined
    client
      .call<{ downloadURL: string }>('GET', '/file-download-URL', { secureName, preferInBrowser: true })
      .then(async ({ downloadURL }) => {
        if (preview !== 'pdf') return live && setState({ url: downloadURL, shownUrl: downloadURL })
        try {
          const res = await fetch(downloadURL)
          if (!res.ok) throw new Error(String(res.status))
          const blob = await res.blob()
          if (!live) return
          objectUrl = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }))
          setState({ url: downloadURL, shownUrl: objectUrl })
        } catch (e) {
          // another origin without CORS: let the frame load the link itself
          console.warn('the PDF could not be fetched; showing its link', e)
          if (live) setState({ url: downloadURL, shownUrl: downloadURL })
        }
      })
      .catch((e: unknown) => live && setState({ error: e instanceof Error && e.message ? e.message : texts.errors.unknown }))
    return () => {
      live = false
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [client, secureName, preview])
  return state
}
