// A team member's availability: weekly hours (users' weeklyAvailabilities, the SDK's
// WeeklyAvailability: day, start and end in minutes, locations) and availability blocks in their
// order (reordered with POST /update-order-of-availability-blocks).
import { useMemo, useState } from 'react'
import { Alert, Autocomplete, Box, Button, IconButton, List, ListItem, ListItemText, MenuItem, Paper, Snackbar, Stack, TextField, Typography } from '@mui/material'
import { useAction, useCareClient, useCollection, useSession } from '@care/sdk/react'
import { CloseIcon, DownIcon, EmptyState, ErrorState, LoadingState, UpIcon } from '@care/ui'
import { hoursOfDay, invalidHours, minutesToTime, moved, personName, timeToMinutes, titleOf, weeklyHoursOf, type AppointmentLocation, type AvailabilityBlock, type User, type WeeklyAvailability } from './records.ts'
import { texts } from './texts.ts'

const t = texts.availability
const DAYS = [0, 1, 2, 3, 4, 5, 6]

export function Availability() {
  const me = useSession().user?.id ?? ''
  const users = useCollection('users')
  const locations = useCollection('appointment_locations')
  const [chosen, setChosen] = useState('')
  const userId = chosen || me
  const user = users.records.find((u) => u.id === userId)
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t.heading}
        </Typography>
        <TextField select size="small" label={t.member} value={userId} onChange={(e) => setChosen(e.target.value)} sx={{ minWidth: 220 }}>
          {users.records.map((u) => (
            <MenuItem key={u.id} value={u.id}>
              {personName(u) || u.id}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {users.state === 'Error' && <ErrorState message={users.error?.message} onRetry={() => void users.reload()} />}
      {!user && users.state !== 'Error' && <LoadingState />}
      {user && (
        <Stack spacing={3}>
          <WeeklyHours key={user.id} user={user} locations={locations.records} />
          <Blocks key={`blocks-${user.id}`} userId={user.id} />
        </Stack>
      )}
    </Box>
  )
}

function WeeklyHours({ user, locations }: { user: User; locations: readonly AppointmentLocation[] }) {
  const client = useCareClient()
  const [hours, setHours] = useState<WeeklyAvailability[]>(() => weeklyHoursOf(user.weeklyAvailabilities))
  const { busy, error, notice, run, setError, setNotice } = useAction()
  const change = (next: WeeklyAvailability[]) => {
    setHours(next)
    setError('')
  }
  const setOne = (h: WeeklyAvailability, changes: Partial<WeeklyAvailability>) => change(hours.map((x) => (x === h ? { ...x, ...changes } : x)))
  const save = () => {
    if (invalidHours(hours)) return setError(t.endBeforeStart)
    void run(async () => {
      const saved = await client.collections.users.updateOne(user.id, { weeklyAvailabilities: hours }, { replaceObjectFields: true })
      client.collection('users').addReplaceIfMatch([saved])
      setNotice(t.saved)
    })
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="weekly-hours-heading">
      <Typography variant="h6" component="h2" id="weekly-hours-heading">
        {t.weekly}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t.weeklyHelp}
      </Typography>
      {DAYS.map((day) => {
        const name = texts.days[day]!
        const ofDay = hoursOfDay(hours, day)
        return (
          <Box key={day} role="group" aria-label={name} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography sx={{ width: 110, fontWeight: 500 }}>{name}</Typography>
            <Stack spacing={1} sx={{ flex: 1, minWidth: 200 }}>
              {!ofDay.length && (
                <Typography variant="body2" color="text.secondary">
                  {t.unavailable}
                </Typography>
              )}
              {ofDay.map((h, i) => (
                <Stack key={i} direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                  <TextField size="small" type="time" label={t.from} value={minutesToTime(h.startTimeInMinutes)} onChange={(e) => Number.isFinite(timeToMinutes(e.target.value)) && setOne(h, { startTimeInMinutes: timeToMinutes(e.target.value) })} InputLabelProps={{ shrink: true }} inputProps={{ 'aria-label': `${name} ${t.from} ${i + 1}` }} />
                  <TextField size="small" type="time" label={t.to} value={minutesToTime(h.endTimeInMinutes)} onChange={(e) => Number.isFinite(timeToMinutes(e.target.value)) && setOne(h, { endTimeInMinutes: timeToMinutes(e.target.value) })} InputLabelProps={{ shrink: true }} inputProps={{ 'aria-label': `${name} ${t.to} ${i + 1}` }} />
                  <Autocomplete
                    multiple
                    size="small"
                    options={locations as AppointmentLocation[]}
                    value={locations.filter((l) => h.locationIds?.includes(l.id))}
                    onChange={(_e, list) => setOne(h, { locationIds: list.map((l) => l.id) })}
                    getOptionLabel={(l) => titleOf(l)}
                    isOptionEqualToValue={(a, b) => a.id === b.id}
                    renderInput={(params) => <TextField {...params} label={t.locations} placeholder={h.locationIds?.length ? undefined : t.allLocations} inputProps={{ ...params.inputProps, 'aria-label': `${name} ${t.locations} ${i + 1}` }} />}
                    sx={{ minWidth: 200, flex: 1 }}
                  />
                  <IconButton aria-label={t.removeHours(name, i + 1)} onClick={() => change(hours.filter((x) => x !== h))}>
                    <CloseIcon />
                  </IconButton>
                </Stack>
              ))}
            </Stack>
            <Button size="small" onClick={() => change([...hours, { dayOfWeekStartingSundayIndexedByZero: day, startTimeInMinutes: 9 * 60, endTimeInMinutes: 17 * 60 }])} aria-label={t.addHours(name)}>
              {t.add}
            </Button>
          </Box>
        )
      })}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Button variant="contained" sx={{ mt: 2 }} onClick={save} disabled={busy}>
        {t.save}
      </Button>
      <Snackbar open={Boolean(notice)} autoHideDuration={4000} onClose={() => setNotice('')} message={notice} />
    </Paper>
  )
}

function Blocks({ userId }: { userId: string }) {
  const client = useCareClient()
  const blocks = useCollection('availability_blocks', { filter: { entity: 'user', entityId: userId } })
  const { busy, error, run, setError } = useAction()
  const [day, setDay] = useState(1)
  const [from, setFrom] = useState('09:00')
  const [to, setTo] = useState('17:00')
  const ordered = useMemo(() => [...blocks.records].sort((a, b) => (a.index ?? 0) - (b.index ?? 0)), [blocks.records])
  const cache = client.collection('availability_blocks')
  const add = () => {
    const start = timeToMinutes(from)
    const end = timeToMinutes(to)
    if (!(end > start)) return setError(t.endBeforeStart)
    return run(async () => {
      const index = ordered.length ? Math.max(...ordered.map((b) => b.index ?? 0)) + 1 : 0
      const created = await client.collections.availability_blocks.createOne({ entity: 'user', entityId: userId, index, dayOfWeekStartingSundayIndexedByZero: day, startTimeInMinutes: start, endTimeInMinutes: end })
      cache.addReplaceIfMatch([created])
    })
  }
  const move = (from: number, to: number) =>
    run(async () => {
      const next = moved(ordered, from, to)
      const indexUpdates = next.map((b, index) => ({ id: b.id, index })).filter((u, i) => next[i]!.index !== u.index)
      await client.api.updateOrderOfAvailabilityBlocks({ indexUpdates })
      for (const u of indexUpdates) cache.update(u.id, { index: u.index })
    })
  const remove = (b: AvailabilityBlock) =>
    run(async () => {
      await client.collections.availability_blocks.deleteOne(b.id)
      cache.remove(b.id)
    })
  let body
  if (blocks.state === 'Error' && !blocks.records.length) body = <ErrorState message={blocks.error?.message} onRetry={() => void blocks.reload()} />
  else if (blocks.state !== 'Loaded' && !blocks.records.length) body = <LoadingState />
  else if (!ordered.length) body = <EmptyState text={t.noBlocks} />
  else
    body = (
      <List dense aria-label={t.blocks}>
        {ordered.map((b, i) => (
          <ListItem
            key={b.id}
            data-block-id={b.id}
            secondaryAction={
              <Stack direction="row">
                <IconButton aria-label={t.moveUp(i + 1)} disabled={busy || i === 0} onClick={() => void move(i, i - 1)}>
                  <UpIcon />
                </IconButton>
                <IconButton aria-label={t.moveDown(i + 1)} disabled={busy || i === ordered.length - 1} onClick={() => void move(i, i + 1)}>
                  <DownIcon />
                </IconButton>
                <IconButton aria-label={t.deleteBlock(i + 1)} disabled={busy} onClick={() => void remove(b)}>
                  <CloseIcon />
                </IconButton>
              </Stack>
            }
            sx={{ pr: 18 }}
          >
            <ListItemText primary={t.blockText(texts.days[b.dayOfWeekStartingSundayIndexedByZero ?? 0] ?? '', minutesToTime(b.startTimeInMinutes ?? 0), minutesToTime(b.endTimeInMinutes ?? 0))} />
          </ListItem>
        ))}
      </List>
    )
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="blocks-heading">
      <Typography variant="h6" component="h2" id="blocks-heading">
        {t.blocks}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t.blocksHelp}
      </Typography>
      {body}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }} alignItems={{ sm: 'center' }}>
        <TextField select size="small" label={t.day} value={day} onChange={(e) => setDay(Number(e.target.value))} sx={{ minWidth: 140 }}>
          {DAYS.map((d) => (
            <MenuItem key={d} value={d}>
              {texts.days[d]}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" type="time" label={t.from} value={from} onChange={(e) => setFrom(e.target.value)} InputLabelProps={{ shrink: true }} />
        <TextField size="small" type="time" label={t.to} value={to} onChange={(e) => setTo(e.target.value)} InputLabelProps={{ shrink: true }} />
        <Button variant="outlined" onClick={() => void add()} disabled={busy}>
          {t.addBlock}
        </Button>
      </Stack>
    </Paper>
  )
}
