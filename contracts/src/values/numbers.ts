// Numbers (spec 1 §5): within ±1e13, or the non-negative variants 0..1e13 and 0..1e9; one message,
// 'Not a valid number', for every failure. Numeric strings are accepted because query strings carry
// numbers as text.
import { z } from 'zod'
import { NUMBER_BOUND, SMALL_NUMBER_BOUND } from '../constants.ts'
import { ValueMessages } from './value-messages.ts'

/** Decimal notation only: '', ' ', '0x10' and '1e3' stay strings and fail, as does anything else. */
const NUMERIC_TEXT = /^\s*-?(\d+\.?\d*|\.\d+)\s*$/

/** Turns numeric text into a number; leaves everything else for the number check to refuse. */
export const numericText = (value: unknown) => (typeof value === 'string' && NUMERIC_TEXT.test(value) ? Number(value) : value)

/** A finite number, given as a number or as numeric text. */
export const finiteNumber = (message: string = ValueMessages.invalidNumber) => z.preprocess(numericText, z.number({ error: message }))

/** A finite number in [min, max], given as a number or as numeric text. */
export const numberInRange = (min: number, max: number, message: string = ValueMessages.invalidNumber) =>
  z.preprocess(numericText, z.number({ error: message }).min(min, { error: message }).max(max, { error: message }))

/** Any number within ±1e13 (ms timestamps up to the year 2286 fit). */
export const numberValidator = numberInRange(-NUMBER_BOUND, NUMBER_BOUND)
/** 0 to 1e13: timestamps, durations, amounts. */
export const nonNegativeNumberValidator = numberInRange(0, NUMBER_BOUND)
/** 0 to 1e9: sizes and counts that can never be larger (file sizes in bytes). */
export const smallNonNegativeNumberValidator = numberInRange(0, SMALL_NUMBER_BOUND)

/** A number that '' clears, as the SDK's callers clear a date (`{ dueDateInMS: '' }`): '' becomes null, an unset field. */
export const clearableNumber = <T extends z.ZodType>(rule: T) =>
  z.union([z.literal('').transform(() => null), rule], {
    // the union's default text ("Invalid input") would hide the rule's message
    error: (issue) => (issue as { errors?: { message: string }[][] }).errors?.[1]?.[0]?.message,
  })
