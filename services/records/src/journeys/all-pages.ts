// Every record of a list read page by page (the generic getSome's `lastId` paging): the next page
// starts after the last id of the one before, until a page comes back short.
export const PAGE_SIZE = 1000

export async function allPages<T extends { id: string }>(page: (lastId: string | undefined, limit: number) => Promise<T[]>, limit = PAGE_SIZE): Promise<T[]> {
  const out: T[] = []
  for (let lastId: string | undefined; ;) {
    const rows = await page(lastId, limit)
    out.push(...rows)
    if (rows.length < limit) return out
    lastId = rows.at(-1)!.id
  }
}
