// A static legal document: title, last-updated date, numbered sections. The organization's own
// document, when it has one, is linked at the top.
import { Box, Typography } from '@care/ui/mui'
import { Container, Link } from '@mui/material'
import { isPlainClick } from '@care/remote/url'

export interface LegalSection {
  heading: string
  paragraphs: readonly string[]
}

export interface LegalDocument {
  title: string
  /** shown beside the date when the document is versioned */
  version?: string
  lastUpdated: string
  intro: string
  sections: readonly LegalSection[]
}

export function LegalPage({ doc, orgName, customUrl, onNavigate }: { doc: LegalDocument; orgName: string; customUrl?: string; onNavigate?: (path: string) => void }) {
  return (
    <Container component="main" maxWidth="md" sx={{ py: 4 }}>
      <Link
        href="/"
        onClick={(e) => {
          if (!onNavigate || !isPlainClick(e)) return
          e.preventDefault()
          onNavigate('/')
        }}
        sx={{ display: 'inline-block', mb: 2 }}
      >
        {`Back to ${orgName}`}
      </Link>
      <Typography variant="h4" component="h1" gutterBottom>{doc.title}</Typography>
      <Typography color="text.secondary" gutterBottom>{doc.version ? `Version ${doc.version}. ` : ''}Last updated: {doc.lastUpdated}</Typography>
      {customUrl && (
        <Typography sx={{ my: 2 }}>
          {orgName} publishes its own version of this document: <Link href={customUrl} target="_blank" rel="noopener">{customUrl}</Link>
        </Typography>
      )}
      <Typography sx={{ my: 2 }}>{doc.intro}</Typography>
      {doc.sections.map((s, i) => (
        <Box component="section" key={s.heading} sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2">{`${i + 1}. ${s.heading}`}</Typography>
          {s.paragraphs.map((p) => (
            <Typography key={p.slice(0, 40)} sx={{ mt: 1 }}>{p}</Typography>
          ))}
        </Box>
      ))}
    </Container>
  )
}
