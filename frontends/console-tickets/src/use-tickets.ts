// The tickets of the board: the server's answer to the board's filters (server-query.ts), page by
// page ("Load more"), kept current by live events through the sdk cache (a created ticket that
// matches joins, one updated out of the filter leaves); the staff who may own them and the
// patients they are about. Patients the first page of
// the patients cache lacks are fetched by id (batched), so every card can name its patient.
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useCareClient, useCollection } from '@care/sdk/react'
import type { RecordOf } from '@care/sdk'
import { patientName } from './ticket-fields.ts'
import { ticketsQuery } from './server-query.ts'
import type { TicketFilters } from './ticket-filters.ts'
import { usePatientMatches } from './use-patient-matches.ts'

export function useTickets(filters: TicketFilters, me: string | undefined) {
  const client = useCareClient()
  const patientSearch = usePatientMatches(filters.patient)
  const searching = Boolean(filters.patient.trim())
  // "now" is taken when the due filter changes, so the query (and its cache key) stays put meanwhile
  const now = useMemo(() => Date.now(), [filters.due])
  const query = useMemo(() => ticketsQuery(filters, { me, now, patientIds: patientSearch.ids }), [filters, me, now, patientSearch.ids])
  const tickets = useCollection('tickets', { ...query, enabled: !searching || patientSearch.ids !== undefined })
  const users = useCollection('users')
  const patients = useCollection('endusers')
  const shown = tickets.records

  const patientIds = useMemo(() => [...new Set(shown.map((t) => t.enduserId).filter((id): id is string => Boolean(id)))], [shown])
  const [fetched, setFetched] = useState<readonly RecordOf<'endusers'>[]>([])
  const patientsById = useMemo(() => new Map([...fetched, ...patients.records].map((p) => [p.id, p])), [patients.records, fetched])
  useEffect(() => {
    if (patients.state !== 'Loaded') return
    const missing = patientIds.filter((id) => !patientsById.has(id))
    if (!missing.length) return
    let current = true
    void client.collection('endusers').getByIds(missing).then((found) => {
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

  return {
    state: tickets.state,
    error: tickets.error ?? (patientSearch.error ? { message: patientSearch.error } : undefined),
    hasMore: tickets.hasMore,
    loadMore: tickets.loadMore,
    reload: tickets.reload,
    tickets: shown,
    users: users.records,
    usersById,
    patients: patients.records,
    patientOf,
    patientText,
  }
}
