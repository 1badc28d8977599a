// What the form engine asks the host for when staff fill a form (same as the Forms area):
// field's choices (named by the field's databaseLabel) and the medication lookup.
import type { DrugLookup, DrugOption, LoadChoices } from '@care/form-engine'
import type { CareClient } from '@care/sdk'

interface Choice {
  id: string
  databaseId?: string
  values?: { label?: string; value?: unknown }[]
}

export function choiceText(c: Choice, label?: string): string {
  const values = c.values ?? []
  const v = (label ? values.find((x) => x.label === label) : undefined) ?? values[0]
  return v?.value === undefined || v.value === null ? '' : Array.isArray(v.value) ? v.value.join(', ') : String(v.value)
}

export function choicesLoader(client: CareClient, fields: readonly { id: string; options?: { databaseLabel?: string } }[]): LoadChoices {
  return async (fieldId, lastId) => {
    const { choices } = await client.call<{ choices: Choice[] }>('GET', '/form-fields/load-choices-from-database', { fieldId, limit: 500, ...(lastId ? { lastId } : {}) })
    const label = fields.find((f) => f.id === fieldId)?.options?.databaseLabel
    return choices.map((c) => ({ databaseId: String(c.databaseId ?? ''), recordId: c.id, text: choiceText(c, label) }))
  }
}

export function drugLookup(client: CareClient): DrugLookup {
  return {
    async searchTerms(term) {
      const { drugs } = await client.api.drugLookupDrugs({ name: term })
      return [...new Set(drugs.map((d) => d.name))]
    },
    async drugsFor(displayTerm) {
      const { drugs } = await client.api.drugLookupDrugs({ name: displayTerm })
      return drugs.map((d): DrugOption => ({ drugName: d.name, drugSynonym: d.synonym, rxNormCode: d.rxcui }))
    },
    async codesFor(drugName) {
      const { rxNormCode } = await client.api.drugLookupRxcui({ name: drugName })
      if (!rxNormCode) return { NDCs: [] }
      const { ndcs } = await client.api.drugLookupNdcs({ rxcui: rxNormCode })
      return { rxNormCode, NDCs: ndcs }
    },
  }
}
