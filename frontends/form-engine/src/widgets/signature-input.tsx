// signature: the document (a PDF in the lazy viewer, or an embedded page), a consent checkbox
// linking to the e-signature terms, and the full-name box, enabled only after consent.
import { useEffect, useState } from 'react'
import { Box, Checkbox, FormControlLabel, FormHelperText, Link, OutlinedInput, Typography } from '@mui/material'
import { formTexts, SIGNATURE_TERMS_URL } from '../texts.ts'
import { controlAria, type WidgetProps } from './common.tsx'
import type { LoadPdf } from './pdf-viewer.tsx'
import { PdfViewer } from './lazy.tsx'


export interface SignatureWidgetProps extends WidgetProps<'signature'> {
  /** A secure file name → a URL the browser can read (files file_download_URL). */
  fileUrl?: (secureName: string) => Promise<string>
  loadPdf?: LoadPdf
}

const isUrl = (s: string) => /^(https?:|blob:|data:|\/)/.test(s)

function usePdfUrl(pdfAttachment: string | undefined, fileUrl: SignatureWidgetProps['fileUrl']) {
  const [url, setUrl] = useState<string | undefined>(pdfAttachment && isUrl(pdfAttachment) ? pdfAttachment : undefined)
  useEffect(() => {
    if (!pdfAttachment || isUrl(pdfAttachment) || !fileUrl) return
    let live = true
    fileUrl(pdfAttachment).then((u) => live && setUrl(u), () => undefined)
    return () => {
      live = false
    }
  }, [pdfAttachment, fileUrl])
  return url
}

export function SignatureWidget(props: SignatureWidgetProps) {
  const { field, value, onChange, onBlur, fileUrl, loadPdf } = props
  const signature = { signed: false, fullName: '', ...value }
  const pdfUrl = usePdfUrl(field.options?.pdfAttachment, fileUrl)
  const documentUrl = field.options?.signatureUrl
  // the signed document travels with the signature
  const documents = {
    ...(field.options?.pdfAttachment ? { pdfAttachment: field.options.pdfAttachment } : {}),
    ...(documentUrl ? { url: documentUrl } : {}),
  }
  const hintId = `${field.id}-signature-hint`
  const consentId = `${field.id}-signature-consent`
  return (
    <Box data-field-input={field.id}>
      {field.options?.pdfAttachment && (
        <Box sx={{ mb: 2 }}>
          {pdfUrl ? (
            <PdfViewer url={pdfUrl} loadPdf={loadPdf} />
          ) : (
            <Typography role="status">{formTexts.loadingPdf}</Typography>
          )}
        </Box>
      )}
      {!field.options?.pdfAttachment && documentUrl && (
        <Box sx={{ mb: 2 }}>
          <Box component="iframe" src={documentUrl} title={field.title} sx={{ width: '100%', height: 400, border: 1, borderColor: 'divider' }} />
          <Link href={documentUrl} target="_blank" rel="noopener noreferrer">
            {formTexts.viewDocument}
          </Link>
        </Box>
      )}
      <FormControlLabel
        control={
          <Checkbox
            checked={signature.signed}
            onChange={(e) => onChange({ ...signature, signed: e.target.checked, ...documents })}
            onBlur={onBlur}
            inputProps={{ 'aria-labelledby': consentId }}
          />
        }
        label={
          <span id={consentId}>
            {formTexts.signatureConsent}{' '}
            <Link href={SIGNATURE_TERMS_URL} target="_blank" rel="noopener noreferrer">
              {formTexts.signatureTerms}
            </Link>
          </span>
        }
      />
      <OutlinedInput
        fullWidth
        disabled={!signature.signed}
        value={signature.fullName}
        placeholder={formTexts.fullName}
        onChange={(e) => onChange({ ...signature, fullName: e.target.value, ...documents })}
        onBlur={onBlur}
        inputProps={{
          ...controlAria(props),
          'aria-label': formTexts.fullName,
          'aria-labelledby': undefined,
          'aria-describedby': [hintId, props.describedBy].filter(Boolean).join(' '),
          autoComplete: 'name',
        }}
      />
      <FormHelperText id={hintId}>{formTexts.signatureHint}</FormHelperText>
    </Box>
  )
}
