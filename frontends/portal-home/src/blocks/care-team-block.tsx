// The 'careTeam' block: the patient's assigned team members (GET /user-display-info).
import { useEffect, useState } from 'react'
import { List, ListItem, ListItemAvatar, ListItemText, Paper, Typography } from '@care/ui/mui'
import { useCareClient } from '@care/sdk/react'
import { EmptyState, ErrorState, LoadingState, UserAvatar } from '@care/ui'
import { texts } from '../texts.ts'

interface DisplayInfo {
  id: string
  fname?: string
  lname?: string
  displayName?: string
  avatar?: string
}

const nameOf = (u: DisplayInfo) => u.displayName || [u.fname, u.lname].filter(Boolean).join(' ') || texts.teamMember

export function CareTeamBlock({ assignedTo, title }: { assignedTo: readonly string[]; title?: string }) {
  const client = useCareClient()
  const [state, setState] = useState<{ users?: DisplayInfo[]; error?: boolean }>({})
  const key = assignedTo.join(',')

  useEffect(() => {
    if (!key) return
    let live = true
    const ids = key.split(',')
    Promise.all(ids.map((id) => client.call<DisplayInfo[] | DisplayInfo>('GET', '/user-display-info', { id })))
      .then((answers) => live && setState({ users: answers.flatMap((a) => (Array.isArray(a) ? a : [a])).filter((u) => u && ids.includes(u.id)) }))
      .catch((e) => {
        console.warn('care team could not be loaded', e)
        if (live) setState({ error: true })
      })
    return () => {
      live = false
    }
  }, [client, key])

  return (
    <Paper component="section" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">{title || texts.careTeamTitle}</Typography>
      {!key && <EmptyState text={texts.noCareTeam} />}
      {key && state.error && <ErrorState message={texts.careTeamFailed} />}
      {key && !state.error && !state.users && <LoadingState />}
      {state.users && (
        <List>
          {state.users.map((u) => (
            <ListItem key={u.id}>
              <ListItemAvatar><UserAvatar name={nameOf(u)} picture={u.avatar} /></ListItemAvatar>
              <ListItemText primary={nameOf(u)} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  )
}
