// GET /v1/journeys/statistics: patients in a journey by state and its automated actions by status.
// For the list, one call per journey shown, made again when that journey changes (its updatedAt: a
// state renamed, added or deleted) or when asked (reload: patients added, moved or removed).
import { useCallback, useEffect, useRef, useState } from 'react'
import type { NamedRouteTypes } from '@care/sdk'
import { useCareClient } from '@care/sdk/react'
import { messageOf } from '../shared/server-errors.ts'

export type JourneyStatistics = NamedRouteTypes['journeysStatistics']['output']['statistics']

export type StatisticsState = { state: 'loading' } | { state: 'loaded'; statistics: JourneyStatistics } | { state: 'error'; error: string }

const LOADING: StatisticsState = { state: 'loading' }

/** each journey's statistics by id (loading until its answer arrives; a newer answer replaces an older one) */
export function useStatisticsMap(journeys: readonly { id: string; updatedAt?: string }[]) {
  const client = useCareClient()
  const [byId, setById] = useState<ReadonlyMap<string, StatisticsState>>(new Map())
  const asked = useRef(new Map<string, string>())
  const [round, setRound] = useState(0)
  useEffect(() => {
    for (const j of journeys) {
      const version = `${j.updatedAt ?? ''}#${round}`
      if (asked.current.get(j.id) === version) continue
      asked.current.set(j.id, version)
      client.api
        .journeysStatistics({ journeyId: j.id })
        .then(({ statistics }): StatisticsState => ({ state: 'loaded', statistics }))
        .catch((e: unknown): StatisticsState => ({ state: 'error', error: messageOf(e) }))
        .then((answer) => {
          if (asked.current.get(j.id) === version) setById((m) => new Map(m).set(j.id, answer))
        })
    }
  }, [client, journeys, round])
  const get = useCallback((id: string) => byId.get(id) ?? LOADING, [byId])
  const reload = useCallback(() => setRound((n) => n + 1), [])
  return { get, reload }
}

/** one journey's statistics */
export function useStatistics(journey: { id: string; updatedAt?: string }) {
  const list = useRef<{ id: string; updatedAt?: string }[]>([])
  if (list.current[0]?.id !== journey.id || list.current[0]?.updatedAt !== journey.updatedAt) list.current = [{ id: journey.id, updatedAt: journey.updatedAt }]
  const map = useStatisticsMap(list.current)
  return { ...map.get(journey.id), reload: map.reload } as StatisticsState & { reload: () => void }
}
