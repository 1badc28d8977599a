// Settings → 'Who viewed my record': the care team members who opened or changed the patient's
// record, newest first, with when and what (GET /v1/user-logs, filter { userType: 'user' }: a
// patient session gets only the entries about itself). Ten entries at a time.
import { useMemo, useState } from 'react'
import { Button, List, ListItem, ListItemText, Paper, Typography } from '@care/ui/mui'
import { EmptyState, ErrorState, LoadingState } from '@care/ui'
import { accessEntries, type AccessEntry } from './access-entries.ts'
import { accessLogTexts as texts } from './access-log-texts.ts'
import { useAccessLog } from './use-access-log.ts'
import { useTeamNames } from './use-team-names.ts'
import { formatDateTime, useLanguage } from '@care/ui/i18n'

export const ACCESS_LOG_PAGE = 10

/** A 404 for the whole collection: the records service is not part of this deployment. */
const notDeployed = (error: unknown) => (error as { status?: number } | undefined)?.status === 404

const when = (ms: number) => formatDateTime(ms, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })

function EntryRow({ entry, name }: { entry: AccessEntry; name: string }) {
  const repeated = entry.count > 1 ? ` (${texts.times(entry.count)})` : ''
  const what = texts.entry(name, entry.what)
  return (
    <ListItem divider disableGutters>
      <ListItemText
        primary={`${what}${repeated}`}
        secondary={<time dateTime={new Date(entry.at).toISOString()}>{when(entry.at)}</time>}
      />
    </ListItem>
  )
}

export function AccessLogSection() {
  const logs = useAccessLog()
  // an entry's words are made in the page's language: a switch makes them anew
  const language = useLanguage()
  const entries = useMemo(() => accessEntries(logs.logs), [logs.logs, language])
  const names = useTeamNames(entries.some((e) => !e.userName))
  const [limit, setLimit] = useState(ACCESS_LOG_PAGE)
  const shown = entries.slice(0, limit)
  const more = entries.length > limit || logs.hasMore

  function showMore() {
    setLimit((l) => l + ACCESS_LOG_PAGE)
    if (entries.length <= limit + ACCESS_LOG_PAGE && logs.hasMore) logs.loadMore()
  }

  return (
    <Paper component="section" aria-labelledby="access-log-title" sx={{ p: 2 }}>
      <Typography id="access-log-title" variant="h6" component="h2">{texts.title}</Typography>
      <Typography variant="body2" color="text.secondary">{texts.description}</Typography>
      {logs.state === 'Fetching' && <LoadingState />}
      {logs.state === 'Error' && (notDeployed(logs.error) ? <EmptyState text={texts.unavailable} /> : <ErrorState message={texts.failed} onRetry={logs.reload} />)}
      {logs.state === 'Loaded' && entries.length === 0 && <EmptyState text={texts.empty} />}
      {logs.state === 'Loaded' && entries.length > 0 && (
        <>
          <List aria-labelledby="access-log-title">
            {shown.map((e) => <EntryRow key={e.id} entry={e} name={e.userName || names.get(e.userId) || texts.someone} />)}
          </List>
          {more && <Button onClick={showMore}>{texts.showMore}</Button>}
        </>
      )}
    </Paper>
  )
}
