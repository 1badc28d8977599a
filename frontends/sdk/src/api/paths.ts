// URL names of a collection's generic calls (ARCHITECTURE.md §4): plural = the name with `_` → `-`,
// singular = the plural without its final `s`. The same rule as contracts' pluralPath and
// singularPath, kept here so the browser bundle does not pull zod in with them
// (paths.test.ts checks both agree).
export const pluralPath = (collection: string) => collection.replace(/_/g, '-')
export const singularPath = (collection: string) => pluralPath(collection).replace(/s$/, '')
