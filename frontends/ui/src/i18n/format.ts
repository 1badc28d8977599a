// Dates, times and numbers in the current language, through Intl.
import { currentLocale } from './switch-language.ts'

type DateInput = Date | number | string

export function formatDateTime(value: DateInput, options: Intl.DateTimeFormatOptions): string {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(currentLocale(), options).format(date)
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(currentLocale(), options).format(value)
}

/** An amount of money, e.g. formatMoney(12.5, 'USD') → '$12.50' (in Spanish too: es-US writes amounts as the US does). */
export function formatMoney(amount: number, currency: string): string {
  return formatNumber(amount, { style: 'currency', currency })
}
