// Template variables (spec 1 §7 "Templates"): {{enduser.fname}}, {{user.fname}},
// {{organization.name}} and any other field of those three records, dotted into objects
// ({{enduser.fields.Insurance}}). A variable of a known record whose field is empty becomes ''; any
// other {{…}} is left as written. In HTML the template's own HTML is sanitized (no scripts, event
// handlers or javascript: links; once per template) and the values are escaped into its text only,
// so a patient's name can never become markup in a staff member's email.
import escapeHtml from 'escape-html'
import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'

export type TemplateValues = Partial<Record<'enduser' | 'user' | 'organization', Record<string, unknown>>>

const VARIABLE = /\{\{\s*(enduser|user|organization)((?:\.[A-Za-z0-9_$ -]{1,100}){1,3})\s*\}\}/g
/** fields never filled in, whatever the template asks: secrets of the records */
const NEVER = new Set(['hashedPassword', 'password', 'authToken', 'hashedKey', 'secret'])

const purify = createDOMPurify(new JSDOM('').window)

/** the text of one value (numbers and booleans as written; lists joined; objects and absent → '') */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string' || typeof v === 'number').join(', ')
  return ''
}

function lookup(values: TemplateValues, root: keyof TemplateValues, path: string): string {
  let at: unknown = values[root]
  for (const key of path.slice(1).split('.')) {
    if (NEVER.has(key) || at === null || typeof at !== 'object' || Array.isArray(at) || !Object.hasOwn(at, key)) return ''
    at = (at as Record<string, unknown>)[key]
  }
  return textOf(at)
}

/** fills the variables; `escape` turns each value into HTML-safe text */
export function fill(template: string, values: TemplateValues, escape = false): string {
  return template.replace(VARIABLE, (_m, root: keyof TemplateValues, path: string) => {
    const value = lookup(values, root, path.trimEnd())
    return escape ? escapeHtml(value) : value
  })
}

/** HTML safe to show in a mail client or the console */
export const sanitizeHtml = (html: string) => purify.sanitize(html, { USE_PROFILES: { html: true } })

/**
 * A template's HTML sanitized once (DOMPurify over jsdom costs milliseconds; templates repeat), the
 * most recent SANITIZED_KEPT kept.
 */
const SANITIZED_KEPT = 500
const sanitized = new Map<string, string>()
export function sanitizedTemplate(html: string): string {
  let clean = sanitized.get(html)
  if (clean === undefined) {
    clean = sanitizeHtml(html)
    if (sanitized.size >= SANITIZED_KEPT) sanitized.delete(sanitized.keys().next().value!)
    sanitized.set(html, clean)
  }
  return clean
}

const TAG = /<[^>]*>/g
/**
 * Fills sanitized HTML: values go into text only, escaped — a variable inside a tag (an attribute:
 * href="{{enduser.website}}") is dropped, as it could carry javascript: — so the result stays as
 * safe as the sanitized template without sanitizing every message.
 */
export function fillHtml(cleanHtml: string, values: TemplateValues): string {
  let out = ''
  let last = 0
  for (const m of cleanHtml.matchAll(TAG)) {
    out += fill(cleanHtml.slice(last, m.index), values, true) + m[0].replace(VARIABLE, '')
    last = m.index + m[0].length
  }
  return out + fill(cleanHtml.slice(last), values, true)
}

/** plain text as HTML: escaped, line breaks kept */
export const textAsHtml = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br />')

export interface Rendered {
  plaintext: string
  html: string
  subject?: string
}

/** One message for one patient and sender: its plain text, its HTML (from `html`, else the text) and subject. */
export function renderMessage(input: { message: string; html?: string; subject?: string }, values: TemplateValues): Rendered {
  const plaintext = fill(input.message, values)
  const html = input.html ? fillHtml(sanitizedTemplate(input.html), values) : textAsHtml(plaintext)
  return { plaintext, html, ...(input.subject !== undefined ? { subject: fill(input.subject, values) } : {}) }
}
