// Published rows are kept for a while (to inspect what left a service and when), then deleted so
// the outbox stays small. Unpublished rows are never deleted, however old.
import type pg from 'pg'

/** Deletes rows published more than `olderThanMs` ago; returns how many. */
export async function deletePublished(pool: pg.Pool, olderThanMs: number): Promise<number> {
  const result = await pool.query(
    `DELETE FROM care_outbox WHERE published_at IS NOT NULL AND published_at < now() - $1 * interval '1 millisecond'`,
    [olderThanMs],
  )
  return result.rowCount ?? 0
}
