// The signature's PDF, page by page on a canvas with pdf.js. This module is loaded only when a
// signature field with a PDF is shown (React.lazy in signature-input.tsx), and pdf.js itself only
// when the first document is opened: neither is part of the engine's first download.
import { useEffect, useRef, useState } from 'react'
import { Box, Button, Link, Stack, Typography } from '@mui/material'
import { formTexts } from '../texts.ts'

export interface PdfPage {
  getViewport(options: { scale: number }): { width: number; height: number }
  render(options: { canvasContext: CanvasRenderingContext2D; viewport: { width: number; height: number } }): { promise: Promise<unknown> }
}
export interface PdfDocument {
  numPages: number
  getPage(n: number): Promise<PdfPage>
}
export type LoadPdf = (url: string) => Promise<PdfDocument>

export const loadWithPdfJs: LoadPdf = async (url) => {
  const pdfjs = await import('pdfjs-dist')
  pdfjs.GlobalWorkerOptions.workerSrc ||= new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString()
  return pdfjs.getDocument(url).promise
}

export interface PdfViewerProps {
  url: string
  loadPdf?: LoadPdf
}

export default function PdfViewer({ url, loadPdf = loadWithPdfJs }: PdfViewerProps) {
  const [doc, setDoc] = useState<PdfDocument>()
  const [failed, setFailed] = useState(false)
  const [page, setPage] = useState(1)
  const canvas = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    let live = true
    setDoc(undefined)
    setFailed(false)
    setPage(1)
    loadPdf(url).then(
      (d) => live && setDoc(d),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [url, loadPdf])

  useEffect(() => {
    if (!doc || !canvas.current) return
    let live = true
    doc.getPage(page).then((p) => {
      const context = canvas.current?.getContext('2d')
      if (!live || !context || !canvas.current) return
      const width = canvas.current.parentElement?.clientWidth || 600
      const scale = width / p.getViewport({ scale: 1 }).width
      const viewport = p.getViewport({ scale })
      canvas.current.width = viewport.width
      canvas.current.height = viewport.height
      return p.render({ canvasContext: context, viewport }).promise
    }).catch(() => undefined)
    return () => {
      live = false
    }
  }, [doc, page])

  const link = (
    <Link href={url} target="_blank" rel="noopener noreferrer">
      {formTexts.viewPdf}
    </Link>
  )
  if (failed) return <Box>{link}</Box>
  if (!doc) return <Typography role="status">{formTexts.loadingPdf}</Typography>
  return (
    <Box>
      <Box sx={{ border: 1, borderColor: 'divider', maxHeight: 480, overflow: 'auto' }}>
        <canvas ref={canvas} aria-label={`Page ${page} of ${doc.numPages}`} role="img" />
      </Box>
      <Stack direction="row" alignItems="center" gap={1} sx={{ my: 1 }} flexWrap="wrap">
        <Button size="small" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          {formTexts.previousPage}
        </Button>
        <Typography variant="body2" aria-live="polite">
          {page} / {doc.numPages}
        </Typography>
        <Button size="small" disabled={page >= doc.numPages} onClick={() => setPage((p) => p + 1)}>
          {formTexts.nextPage}
        </Button>
      </Stack>
      {link}
    </Box>
  )
}
