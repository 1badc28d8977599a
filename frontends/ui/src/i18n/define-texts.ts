// A package's texts as a message catalog behind the page's i18n instance. The English catalog is a
// plain object (nested keys, `{{name}}` placeholders), exactly the spec's words; `defineTexts` turns it
// into an accessor of the same shape, so call sites keep reading `texts.title` and calling
// `texts.uploading(50)`: a text without placeholders is a string getter, one with placeholders a
// function taking them in the order they appear in the English text. Each read asks i18next, so it
// answers in the current language. Other languages' catalogs load on demand (their own chunks).
import { i18n } from './instance.ts'
import { LANGUAGES, type Language } from './languages.ts'

/** The placeholder names of a text, in order of first appearance: 'A {{x}} b {{y}}' → ['x', 'y']. */
type Placeholders<S extends string> = S extends `${string}{{${infer Name}}}${infer Rest}` ? [Name, ...Placeholders<Rest>] : []

/** One argument (a string or a number) per placeholder. */
type Args<P> = P extends [unknown, ...infer Rest] ? [string | number, ...Args<Rest>] : []

export type Accessor<C> = C extends string
  ? Placeholders<C> extends [] ? string : (...args: Args<Placeholders<C>>) => string
  : { readonly [K in keyof C]: Accessor<C[K]> }

/** A translation of catalog C: the same keys, any words. */
export type Translation<C> = C extends string ? string : { readonly [K in keyof C]: Translation<C[K]> }

export interface Catalog { readonly [key: string]: string | Catalog }

export type CatalogLoaders = Partial<Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalog }>>>

const loaders = new Map<string, CatalogLoaders>()

// The language the page is in or switching to. A switch first fetches every catalog, then changes
// i18next's language: a package whose texts are registered meanwhile (a remote mounting while the
// Spanish catalogs of a reload are still on their way) must fetch its own for the language coming,
// not for the one i18next still reports — else it stayed English after the switch.
let target: Language = 'en'

/** The language the page is switching to (or in, once the switch is done). */
export function targetLanguage(): Language {
  return target
}

/** Records the language a switch is heading for (setLanguage calls it before fetching catalogs). */
export function setTargetLanguage(language: Language): void {
  target = language
}

export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1]))]
}

function accessor(namespace: string, catalog: Catalog, path: string[]): object {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(catalog)) {
    const id = `${namespace}:${[...path, key].join('.')}`
    if (typeof value !== 'string') {
      out[key] = accessor(namespace, value, [...path, key])
      continue
    }
    const names = placeholdersOf(value)
    if (names.length === 0) Object.defineProperty(out, key, { get: () => i18n.t(id), enumerable: true })
    else out[key] = (...args: unknown[]) => i18n.t(id, Object.fromEntries(names.map((n, i) => [n, args[i]])))
  }
  return Object.freeze(out)
}

/** Adds namespace's catalog in `language` (fetching it if needed); English is always there. */
export async function loadCatalog(namespace: string, language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, namespace)) return
  const load = loaders.get(namespace)?.[language]
  if (!load) return
  const { default: catalog } = await load()
  // 'added' re-renders the screens reading this namespace (useLanguage binds the store's 'added')
  i18n.addResourceBundle(language, namespace, catalog, true, true)
}

/** Loads every registered namespace's catalog in `language`. */
export async function loadCatalogs(language: Language): Promise<void> {
  await Promise.all([...loaders.keys()].map((ns) => loadCatalog(ns, language)))
}

export function defineTexts<const C extends Catalog>(namespace: string, english: C, others: CatalogLoaders = {}): Accessor<C> {
  i18n.addResourceBundle('en', namespace, english, true, true)
  loaders.set(namespace, others)
  // a remote mounted after or during a switch: its catalog comes now, the screen re-renders when it
  // is in (a catalog that cannot be fetched leaves this namespace in English rather than breaking the page)
  if (target !== 'en' && (LANGUAGES as readonly string[]).includes(target)) void loadCatalog(namespace, target).catch(() => undefined)
  return accessor(namespace, english, []) as Accessor<C>
}
