// What a translation lacks or adds compared with the English catalog: the catalogs' tests fail on
// any of it (a key in one catalog only, a placeholder lost or invented, an empty text).
import { placeholdersOf, type Catalog } from './define-texts.ts'

function leaves(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of leaves(value, path)) out.set(k, v)
  }
  return out
}

export function catalogMismatches(english: Catalog, translation: Catalog): string[] {
  const en = leaves(english)
  const other = leaves(translation)
  const problems: string[] = []
  for (const [key, text] of en) {
    const translated = other.get(key)
    if (translated === undefined) problems.push(`missing: ${key}`)
    else if (!translated.trim()) problems.push(`empty: ${key}`)
    else if (placeholdersOf(text).sort().join() !== placeholdersOf(translated).sort().join()) problems.push(`placeholders differ: ${key}`)
  }
  for (const key of other.keys()) if (!en.has(key)) problems.push(`not in English: ${key}`)
  return problems
}
