// The library (spec 2 §2.6): a heading with the patient's first name, a search box, then the items
// the patient may see grouped by category (with 'Other Content' for those without one), or one flat
// list titled 'Your Content' when no item has a category, or 'Search Results' while searching.
// Empty texts 'No content is available at this time' and 'No content matches your search'. Which
// items a patient may see is the content service's rule (all, assigned to them, by tags, manual
// assignment, shared by their events): the page lists what it answers.
import { Box, Stack, Typography } from '@care/ui/mui'
import { useCollection, useSession } from '@care/sdk/react'
import { EmptyState, ErrorState, LoadingState, SearchBox } from '@care/ui'
import { texts } from '../texts.ts'
import { groupByCategory, visibleContent } from '../content-rules.ts'
import { ContentList } from './content-list.tsx'
import { useContentSearch } from './use-content-search.ts'

/** spec 3 §9: an API search waits 150 ms after the last key */
export const SEARCH_DEBOUNCE_MS = 150

/** A 404 for the whole collection means the content service is not part of this deployment. */
const notDeployed = (error: unknown) => (error as { status?: number } | undefined)?.status === 404

export function LibraryPage({ onOpen, query, onQuery }: { onOpen: (id: string) => void; query: string; onQuery: (q: string) => void }) {
  const { enduser } = useSession()
  const content = useCollection('managed_content_records')
  const search = useContentSearch(query)
  const name = enduser?.fname?.trim()

  const records = visibleContent(content.records)
  const { grouped, groups } = groupByCategory(records)

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', sm: 'center' }} justifyContent="space-between">
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>{name ? texts.libraryHeading(name) : texts.libraryHeadingNoName}</Typography>
        <Box sx={{ width: { xs: '100%', sm: 320 } }}>
          <SearchBox value={query} onChange={onQuery} label={texts.searchLabel} debounceMs={SEARCH_DEBOUNCE_MS} fullWidth />
        </Box>
      </Stack>
      {search.state !== 'idle' && (
        <>
          {search.state === 'searching' && <LoadingState />}
          {search.state === 'error' && <ErrorState message={search.message || texts.searchFailed} />}
          {search.state === 'done' && <ContentList heading={texts.searchResults} items={search.matches.filter((m) => m.forInternalUse !== true)} onOpen={onOpen} empty={texts.noMatches} />}
        </>
      )}
      {search.state === 'idle' && (
        <>
          {(content.state === 'Unloaded' || content.state === 'Fetching') && <LoadingState />}
          {content.state === 'Error' && (notDeployed(content.error)
            ? <EmptyState text={texts.contentUnavailable} />
            : <ErrorState message={content.error?.message || texts.contentFailed} onRetry={content.reload} />)}
          {content.state === 'Loaded' && groups.map((g) => (
            <ContentList key={g.category ?? ''} heading={g.category ?? (grouped ? texts.otherContent : texts.yourContent)} items={g.items} onOpen={onOpen} empty={texts.noContent} />
          ))}
        </>
      )}
    </Stack>
  )
}
