// Names of care team members an access-log entry does not name itself (older entries, actors
// without a name): the business's users from GET /user-display-info, asked once, only when needed.
import { useEffect, useState } from 'react'
import { useCareClient } from '@care/sdk/react'

interface DisplayInfo {
  id: string
  fname?: string
  lname?: string
  displayName?: string
}

const nameOf = (u: DisplayInfo) => u.displayName || [u.fname, u.lname].filter(Boolean).join(' ')

export function useTeamNames(needed: boolean): ReadonlyMap<string, string> {
  const client = useCareClient()
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map())
  useEffect(() => {
    if (!needed) return
    let live = true
    client
      .call<DisplayInfo[]>('GET', '/user-display-info')
      .then((users) => live && setNames(new Map((users ?? []).map((u) => [u.id, nameOf(u)]))))
      .catch((e) => console.warn('care team names could not be loaded', e))
    return () => {
      live = false
    }
  }, [client, needed])
  return names
}
