import { texts } from '../texts.ts'

/** The server's message, else 'An unknown error occurred' (spec 2 §8). */
export function errorMessage(e: unknown): string {
  const message = e instanceof Error ? e.message : typeof e === 'string' ? e : ''
  return message.trim() ? message : texts.errors.unknown
}
