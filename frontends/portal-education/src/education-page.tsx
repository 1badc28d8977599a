// Education (spec 2 §2.6) at /content (the library) and /content/{id} (one item). The search words
// stay while an item is open, so 'Back to Education' (or the browser's Back) returns to the same
// list. Focus follows the portal's rule for a new path: the shell moves it to the page's h1.
import { useState } from 'react'
import { Box } from '@care/ui/mui'
import { ContentDetail } from './detail/content-detail.tsx'
import { LibraryPage } from './library/library-page.tsx'

export const LIBRARY_PATH = '/content'

/** The item id of /content/{id}, or undefined for the library. */
export function contentIdOf(pathname: string): string | undefined {
  const m = /^\/content\/([^/]+)\/?$/.exec(pathname)
  return m ? decodeURIComponent(m[1]) : undefined
}

export function EducationPage({ pathname, navigate }: { pathname: string; navigate: (url: string) => void }) {
  const openId = contentIdOf(pathname)
  const [query, setQuery] = useState('')

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960, minWidth: 0 }}>
      {openId
        ? <ContentDetail id={openId} onBack={() => navigate(LIBRARY_PATH)} />
        : <LibraryPage query={query} onQuery={setQuery} onOpen={(id) => navigate(`${LIBRARY_PATH}/${encodeURIComponent(id)}`)} />}
    </Box>
  )
}
