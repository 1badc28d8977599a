// Facts the navigation depends on (spec 2 §2.2): whether the patient has a care plan and whether
// some appointment type allows self-scheduling. Until the services answer, or if they cannot
// (not deployed yet), the pages stay hidden; the failures are logged only (spec 2 §8).
import { useEffect, useState } from 'react'
import type { CareClient } from '@care/sdk'
import { isServed } from '@care/sdk/services-not-yet'
import type { NavFacts } from './pages.ts'

async function exists(client: CareClient, path: string, filter: Record<string, unknown>): Promise<boolean> {
  try {
    const found = await client.call<unknown[]>('GET', path, { filter, limit: 1 })
    return Array.isArray(found) && found.length > 0
  } catch (e) {
    console.debug(`navigation: ${path} unavailable`, e)
    return false
  }
}

export function useNavFacts(client: CareClient, enduserId: string | undefined): NavFacts {
  const [facts, setFacts] = useState<NavFacts>({})
  useEffect(() => {
    if (!enduserId) return
    let live = true
    void Promise.all([
      exists(client, '/care-plans', { enduserId }),
      // no scheduling service yet: asking would only answer 404 on every page
      isServed('calendar_event_templates') ? exists(client, '/calendar-event-templates', { enableSelfScheduling: true }) : false,
    ]).then(([hasCarePlan, canSelfSchedule]) => live && setFacts({ hasCarePlan, canSelfSchedule }))
    return () => {
      live = false
    }
  }, [client, enduserId])
  return facts
}
