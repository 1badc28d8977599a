// Saving a drop: the board shows the new order at once (the cache is changed first), then the
// stage change (an update of the moved ticket) and the new order (PATCH /tickets/update-indexes:
// only what moved, move-updates.ts) are sent. A refusal puts every touched ticket back as it was,
// says so, puts the stage back on the server when only the order was refused, and reloads the
// tickets so the board matches the server (update-indexes may have saved some of the order before
// refusing).
import { useCallback, useState } from 'react'
import { useCareClient } from '@care/sdk/react'
import { CareApiError, type RecordOf } from '@care/sdk'
import { texts } from '@care/ui'
import { stageOf } from './board-order.ts'
import { moveUpdates } from './move-updates.ts'

export interface Move {
  ticketId: string
  /** the destination column's key (a stage, or '' for none) */
  toStage: string
  /** every ticket of the destination column, in the new order */
  columnIds: readonly string[]
}

export const moveFailedText = (message: string) => `The new order was not saved: ${message}`

export function useSaveMove(reload: () => Promise<void>) {
  const client = useCareClient()
  const [error, setError] = useState<string>()

  const save = useCallback(
    async (move: Move) => {
      const cache = client.collection('tickets')
      const moved = cache.get(move.ticketId)
      if (!moved) return
      const updates = moveUpdates(move.columnIds, (id) => cache.get(id)?.index, move.ticketId)
      const stageChanged = stageOf(moved) !== move.toStage
      if (!updates.length && !stageChanged) return
      const before = [moved, ...updates.map((u) => cache.get(u.id))].filter((t): t is RecordOf<'tickets'> => Boolean(t))

      for (const u of updates) cache.modify(u.id, (t) => ({ ...t, index: u.index }))
      if (stageChanged) cache.modify(move.ticketId, (t) => ({ ...t, stage: move.toStage || undefined }))
      setError(undefined)
      const tickets = client.collections.tickets
      let stageSaved = false
      try {
        if (stageChanged) {
          await tickets.updateOne(move.ticketId, { stage: move.toStage || null })
          stageSaved = true
        }
        if (updates.length) await client.api.ticketsUpdateIndexes({ updates })
      } catch (e) {
        for (const t of before) cache.replace(t)
        setError(moveFailedText(e instanceof CareApiError ? e.message : texts.anErrorOccurred))
        if (stageSaved) await tickets.updateOne(move.ticketId, { stage: stageOf(moved) || null }).catch(() => undefined)
        void reload()
      }
    },
    [client, reload],
  )
  return { save, error, dismiss: useCallback(() => setError(undefined), []) }
}
