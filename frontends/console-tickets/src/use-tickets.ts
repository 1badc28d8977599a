// The tickets of the board (open or closed ones, from the sdk cache, which live events keep
// current), the staff who may own them and the patients they are about. Patients the first page of
// the patients cache lacks are fetched by id (batched), so every card can name its patient.
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useCareClient, useCollection } from '@care/sdk/react'
import { patientName, type Person, type Ticket } from './ticket-fields.ts'
import type { StatusFilter } from './ticket-filters.ts'

const OPEN = { filter: { closedAt: { _exists: false } } }
const CLOSED = { filter: { closedAt: { _exists: true } } }

export function useTickets(status: StatusFilter) {
  const client = useCareClient()
  const tickets = useCollection<Ticket>('tickets', status === 'open' ? OPEN : CLOSED)
  const users = useCollection<Person>('users')
  const patients = useCollection<Person>('endusers')
  // the cache's view cannot evaluate `_exists` (it leaves operators to the server): closing a
  // ticket elsewhere arrives as an update, so open and closed are told apart here
  const shown = useMemo(() => tickets.records.filter((t) => (status === 'open') === !t.closedAt), [tickets.records, status])

  const patientIds = useMemo(() => [...new Set(shown.map((t) => t.enduserId).filter((id): id is string => Boolean(id)))], [shown])
  const [fetched, setFetched] = useState<readonly Person[]>([])
  const patientsById = useMemo(() => new Map([...fetched, ...patients.records].map((p) => [p.id, p])), [patients.records, fetched])
  useEffect(() => {
    if (patients.state !== 'Loaded') return
    const missing = patientIds.filter((id) => !patientsById.has(id))
    if (!missing.length) return
    let current = true
    void client.collection<Person>('endusers').getByIds(missing).then((found) => {
      if (current && found.length) setFetched((before) => [...before.filter((p) => !found.some((f) => f.id === p.id)), ...found])
    })
    return () => {
      current = false
    }
  }, [client, patientIds, patientsById, patients.state])

  const patientOf = useCallback((id: string | undefined) => (id ? patientsById.get(id) : undefined), [patientsById])
  const patientText = useCallback(
    (id: string) => {
      const p = patientsById.get(id)
      return p ? [patientName(p), p.email, p.phone].filter(Boolean).join(' ') : ''
    },
    [patientsById],
  )
  const usersById = useMemo(() => new Map(users.records.map((u) => [u.id, u])), [users.records])

  const { hasMore, loadMore } = tickets
  // the board shows every ticket: the next page is asked as soon as the previous one arrived
  useEffect(() => {
    if (tickets.state === 'Loaded' && hasMore) void loadMore()
  }, [tickets.state, hasMore, loadMore, tickets.records.length])

  return {
    state: tickets.state,
    error: tickets.error,
    reload: tickets.reload,
    tickets: shown,
    users: users.records,
    usersById,
    patients: patients.records,
    patientOf,
    patientText,
  }
}
