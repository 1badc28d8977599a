// Activity: the patient's audit trail (GET /user-logs filtered by enduserId, newest first, live):
// who opened, listed, created, changed or deleted which of their records, when and from where.
import { useMemo } from 'react'
import { Box } from '@mui/material'
import { useCollection } from '@care/sdk/react'
import { formatDateTime } from '../format.ts'
import { RecordItem, TabHeader } from '../record-item.tsx'
import { RecordList } from '../record-list.tsx'
import { staffName } from '../records.ts'
import { activityText, actorName, collapseRepeats, whereFrom } from './activity.ts'

export function ActivityTab({ enduserId }: { enduserId: string }) {
  const logs = useCollection('user_logs', { filter: { enduserId }, sort: 'newFirst' })
  const users = useCollection('users')
  const names = useMemo(() => new Map(users.records.map((u) => [u.id, staffName(u)])), [users.records])
  const entries = useMemo(() => collapseRepeats(logs.records), [logs.records])
  return (
    <Box>
      <TabHeader title="Activity" />
      <RecordList
        label="Activity"
        source={logs}
        records={entries}
        emptyText="No activity yet"
        renderItem={({ log, times, since }) => (
          <RecordItem
            title={`${actorName(log, names.get(log.userId ?? ''))} ${activityText(log)}${times > 1 ? ` (${times} times)` : ''}`}
            meta={[since ? `${formatDateTime(since)} – ${formatDateTime(log.createdAt)}` : formatDateTime(log.createdAt), whereFrom(log)]}
          />
        )}
      />
    </Box>
  )
}
