// GET /drug-lookup/drugs, /rxcui, /ndcs: the medication widget's lookups, answered from RxNav
// (src/drug-lookup/rxnav.ts) for any signed-in caller — patients fill medication forms too.
import type { drugLookupRoutes } from '@care/contracts/routes/records'
import type { RouteOperations } from '@care/kit/runtime/typed-operations'
import type { DrugLookup } from '../../drug-lookup/rxnav.ts'

export const drugLookupOperations = (lookup: DrugLookup): RouteOperations<typeof drugLookupRoutes> => ({
  'drug-lookup.drugs': async (input) => ({ drugs: await lookup.drugs(input.name.trim()) }),
  'drug-lookup.rxcui': async (input) => {
    const rxNormCode = await lookup.rxNormCode(input.name.trim())
    return rxNormCode ? { rxNormCode } : {}
  },
  'drug-lookup.ndcs': async (input) => ({ ndcs: await lookup.ndcs(input.rxcui) }),
})
