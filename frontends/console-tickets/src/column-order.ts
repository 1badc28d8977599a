// The board's columns in a stable order: stages keep the places they had (remembered in this
// browser), new ones are added after them (board-order.ts columnKeys).
import { useEffect, useMemo, useState } from 'react'
import { columnKeys, rememberColumns, type BoardTicket } from './board-order.ts'

export const COLUMN_ORDER_KEY = 'care.console.tickets.stages'
const MAX_REMEMBERED = 200

function read(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(COLUMN_ORDER_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

export function useColumnOrder(tickets: readonly BoardTicket[]): string[] {
  const [remembered, setRemembered] = useState(read)
  const keys = useMemo(() => columnKeys(tickets, remembered), [tickets, remembered])
  useEffect(() => {
    const next = rememberColumns(remembered, keys)
    if (next.length === remembered.length) return
    setRemembered(next)
    try {
      window.localStorage.setItem(COLUMN_ORDER_KEY, JSON.stringify(next.slice(-MAX_REMEMBERED)))
    } catch {
      // storage refused: the order lasts this visit only
    }
  }, [keys, remembered])
  return keys
}
