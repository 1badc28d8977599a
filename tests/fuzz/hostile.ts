// The hostile values issue #25 names, as small descriptors fast-check generates (and can print)
// and the JSON text each stands for, made only when the request is sent: wrong types, huge
// strings, 10,000-deep nesting, any UTF-16 (lone surrogates included), NUL characters,
// __proto__/constructor keys, numbers JSON cannot carry faithfully (1e400 parses to Infinity) or
// at all (NaN), and 100,000-item arrays.
import fc from 'fast-check'

export type Hostile =
  | { kind: 'wrong-type'; value: unknown }
  | { kind: 'huge-string'; length: number }
  | { kind: 'deep-nesting'; depth: number; of: 'object' | 'array' }
  | { kind: 'unicode'; value: string }
  | { kind: 'null-byte'; value: string }
  | { kind: 'prototype-keys'; key: '__proto__' | 'constructor' | 'prototype' }
  | { kind: 'odd-number'; text: string }
  | { kind: 'big-array'; items: number; of: 'number' | 'string' | 'object' }

export const HOSTILE_KINDS = ['wrong-type', 'huge-string', 'deep-nesting', 'unicode', 'null-byte', 'prototype-keys', 'odd-number', 'big-array'] as const

/** Keys an attacker sends hoping something merges them into an object's prototype. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const

/** Numbers as text: not representable (NaN, Infinity: malformed JSON), or changed by parsing. */
export const ODD_NUMBERS = ['NaN', 'Infinity', '-Infinity', '1e400', '-1e400', '-0', '1e-400', '9007199254740993', '-9007199254740993', '0.1e-1000000'] as const

const LONE_SURROGATES = ['\ud800', 'x\udc00', '\udbff\udbff', 'a\ud83d', '\ude00b']

/** Well-formed JSON values of a type a field most likely does not want. */
const wrongType = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
  fc.string({ maxLength: 8 }),
)

// heavy kinds (megabytes, 10,000 levels, 100,000 items) are a small share: they cost the most to send
export const hostileArbitrary: fc.Arbitrary<Hostile> = fc.oneof(
  { weight: 6, arbitrary: wrongType.map((value) => ({ kind: 'wrong-type' as const, value })) },
  { weight: 1, arbitrary: fc.constantFrom(10_001, 100_000, 1_000_000, 5_000_000).map((length) => ({ kind: 'huge-string' as const, length })) },
  { weight: 1, arbitrary: fc.record({ depth: fc.constantFrom(33, 1_000, 10_000), of: fc.constantFrom('object' as const, 'array' as const) }).map((d) => ({ kind: 'deep-nesting' as const, ...d })) },
  {
    weight: 4,
    arbitrary: fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }), fc.constantFrom(...LONE_SURROGATES), fc.constantFrom('\u202eevil', 'zero\u200bwidth', '😀👩‍👩‍👧', 'e\u0301\u0301\u0301', '\ufeff', '\uffff'))
      .map((value) => ({ kind: 'unicode' as const, value })),
  },
  { weight: 2, arbitrary: fc.constantFrom('\u0000', 'a\u0000b', '\u0000'.repeat(10), 'name\u0000.txt').map((value) => ({ kind: 'null-byte' as const, value })) },
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS).map((key) => ({ kind: 'prototype-keys' as const, key })) },
  { weight: 3, arbitrary: fc.constantFrom(...ODD_NUMBERS).map((text) => ({ kind: 'odd-number' as const, text })) },
  { weight: 1, arbitrary: fc.record({ items: fc.constantFrom(1_001, 100_000), of: fc.constantFrom('number' as const, 'string' as const, 'object' as const) }).map((d) => ({ kind: 'big-array' as const, ...d })) },
)

function nested(depth: number, of: 'object' | 'array'): string {
  const [open, close] = of === 'object' ? ['{"a":', '}'] : ['[', ']']
  return `${open.repeat(depth)}1${close.repeat(depth)}`
}

function bigArray(items: number, of: 'number' | 'string' | 'object'): string {
  const item = of === 'number' ? '0' : of === 'string' ? '"0123456789abcdef01234567"' : '{"a":1}'
  return `[${new Array(items).fill(item).join(',')}]`
}

/** The JSON text a hostile value stands for (NaN and Infinity make the JSON malformed, on purpose). */
export function hostileJson(h: Hostile): string {
  switch (h.kind) {
    case 'wrong-type':
      return JSON.stringify(h.value)
    case 'huge-string':
      return JSON.stringify('x'.repeat(h.length))
    case 'deep-nesting':
      return nested(h.depth, h.of)
    case 'unicode':
    case 'null-byte':
      // JSON.stringify writes a lone surrogate as a \udXXX escape: still valid JSON text
      return JSON.stringify(h.value)
    case 'prototype-keys':
      return h.key === 'constructor' ? '{"constructor":{"prototype":{"polluted":true}}}' : `{"${h.key}":{"polluted":true}}`
    case 'odd-number':
      return h.text
    case 'big-array':
      return bigArray(h.items, h.of)
  }
}

/** A one-line name for totals and findings: kind and size, never the megabytes themselves. */
export function describeHostile(h: Hostile): string {
  switch (h.kind) {
    case 'huge-string':
      return `huge-string(${h.length})`
    case 'deep-nesting':
      return `deep-nesting(${h.depth} ${h.of})`
    case 'big-array':
      return `big-array(${h.items} ${h.of})`
    case 'prototype-keys':
      return `prototype-keys(${h.key})`
    case 'odd-number':
      return `odd-number(${h.text})`
    default:
      return h.kind
  }
}
