// The medication lookup (spec 3 §7) against RxNav, the U.S. National Library of Medicine's public
// RxNorm API, at a configurable base URL (RXNAV_URL; https://rxnav.nlm.nih.gov/REST by default):
//   drugs.json?name=      → drugGroup.conceptGroup[].conceptProperties  (drug names for a term)
//   rxcui.json?name=&allsrc=1 → idGroup.rxnormId[0]                      (a name's RxNorm code)
//   rxcui/{code}/ndcs.json → ndcGroup.ndcList.ndc                         (a code's package NDCs)
// Answers are cached (LRU, a day). When RxNav cannot be reached or answers nonsense, the lookup
// fails with 503 'Drug lookup is unavailable' — the widget then takes free text; nothing is invented.
import { LRUCache } from 'lru-cache'
import { ApiError } from '@care/contracts/errors'
import { DRUG_LOOKUP_UNAVAILABLE } from '@care/contracts/routes/records'

export const RXNAV_DEFAULT_URL = 'https://rxnav.nlm.nih.gov/REST'
const CACHE_TTL_MS = 24 * 60 * 60 * 1000
const TIMEOUT_MS = 5000

export interface Drug {
  rxcui: string
  name: string
  synonym?: string
  /** RxNorm term type: SCD (clinical drug), SBD (branded drug), … */
  tty?: string
}

export interface DrugLookup {
  drugs(term: string): Promise<Drug[]>
  rxNormCode(name: string): Promise<string | undefined>
  ndcs(rxcui: string): Promise<string[]>
}

const unavailable = () => new ApiError(503, DRUG_LOOKUP_UNAVAILABLE)
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [])

/** drugs.json's concept groups → drugs (each rxcui once, in RxNav's order). */
export function drugsOf(body: unknown): Drug[] {
  const groups = isObject(body) && isObject(body.drugGroup) && Array.isArray(body.drugGroup.conceptGroup) ? body.drugGroup.conceptGroup : []
  const seen = new Set<string>()
  const drugs: Drug[] = []
  for (const group of groups) {
    const properties = isObject(group) && Array.isArray(group.conceptProperties) ? group.conceptProperties : []
    for (const p of properties) {
      if (!isObject(p) || typeof p.rxcui !== 'string' || typeof p.name !== 'string' || seen.has(p.rxcui)) continue
      seen.add(p.rxcui)
      drugs.push({
        rxcui: p.rxcui, name: p.name,
        ...(typeof p.synonym === 'string' && p.synonym ? { synonym: p.synonym } : {}),
        ...(typeof p.tty === 'string' ? { tty: p.tty } : {}),
      })
    }
  }
  return drugs
}

export const rxNormCodeOf = (body: unknown): string | undefined =>
  isObject(body) && isObject(body.idGroup) ? strings(body.idGroup.rxnormId)[0] : undefined

export const ndcsOf = (body: unknown): string[] =>
  isObject(body) && isObject(body.ndcGroup) && isObject(body.ndcGroup.ndcList) ? strings(body.ndcGroup.ndcList.ndc) : []

export function createRxNavLookup(o: { baseUrl?: string; fetch?: typeof fetch } = {}): DrugLookup {
  const base = (o.baseUrl ?? RXNAV_DEFAULT_URL).replace(/\/+$/, '')
  const get = o.fetch ?? fetch
  const cache = new LRUCache<string, { body: unknown }>({ max: 5000, ttl: CACHE_TTL_MS })

  const request = async (path: string): Promise<unknown> => {
    const hit = cache.get(path)
    if (hit) return hit.body
    let body: unknown
    try {
      const res = await get(`${base}${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) })
      if (!res.ok) throw unavailable()
      body = await res.json()
    } catch {
      // offline, timed out, an error page or not JSON: never a guess
      throw unavailable()
    }
    if (!isObject(body)) throw unavailable()
    cache.set(path, { body })
    return body
  }

  return {
    drugs: async (term) => drugsOf(await request(`/drugs.json?name=${encodeURIComponent(term)}`)),
    rxNormCode: async (name) => rxNormCodeOf(await request(`/rxcui.json?name=${encodeURIComponent(name)}&allsrc=1`)),
    ndcs: async (rxcui) => ndcsOf(await request(`/rxcui/${encodeURIComponent(rxcui)}/ndcs.json`)),
  }
}
