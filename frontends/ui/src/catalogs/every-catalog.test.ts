// Every package's texts, not only this one's: each `defineTexts` call in frontends/ names a namespace
// of its own and a Spanish loader, and every English catalog under frontends/ has a Spanish one with
// the same keys and placeholders. A package that adds texts is covered here without a test of its own.
// (A key read in code but absent from English does not compile: the accessors are typed from it.)
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { catalogMismatches } from '../i18n/catalog-check.ts'
import type { Catalog } from '../i18n/define-texts.ts'

const FRONTENDS = join(dirname(fileURLToPath(import.meta.url)), '../../..')

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* sourceFiles(path)
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield path
  }
}

const packages = readdirSync(FRONTENDS).filter((p) => existsSync(join(FRONTENDS, p, 'src')))
const files = packages.flatMap((p) => [...sourceFiles(join(FRONTENDS, p, 'src'))])
const name = (path: string) => relative(FRONTENDS, path)

/** `defineTexts('shell', en, { es: () => import('./catalogs/es.ts') })` → its namespace, its catalog folder, whether it loads Spanish */
const definitions = files.flatMap((file) => {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/defineTexts\(\s*'([^']+)'\s*,\s*(\w+)([^\n]*)/g)].map((m) => ({
    file,
    namespace: m[1],
    english: text.match(new RegExp(`import \\{ ${m[2]} \\} from '([^']+)'`))?.[1],
    spanish: /\bes:\s*\(\)\s*=>\s*import\('([^']+)'\)/.exec(m[3])?.[1],
  }))
}).filter((d) => !name(d.file).startsWith('ui/src/i18n/'))

test('every package that defines texts gives its namespace a Spanish catalog, and no two share a namespace', () => {
  assert.ok(definitions.length >= 7, `found ${definitions.length} texts modules`)
  const seen = new Map<string, string>()
  for (const d of definitions) {
    assert.ok(d.english, `${name(d.file)}: the English catalog is imported by name`)
    assert.ok(d.spanish, `${name(d.file)}: '${d.namespace}' has no Spanish loader ({ es: () => import(…) })`)
    assert.ok(existsSync(join(dirname(d.file), d.spanish)), `${name(d.file)}: ${d.spanish} does not exist`)
    assert.equal(seen.get(d.namespace), undefined, `namespace '${d.namespace}' is defined by ${seen.get(d.namespace)} and ${name(d.file)}`)
    seen.set(d.namespace, name(d.file))
  }
})

test('every English catalog under frontends/ has a Spanish one with the same keys and placeholders, none empty', async () => {
  const englishFiles = files.filter((f) => /\/catalogs\/en\.ts$/.test(f))
  assert.ok(englishFiles.length >= 7, `found ${englishFiles.length} English catalogs`)
  const problems: string[] = []
  for (const file of englishFiles) {
    const spanishFile = join(dirname(file), 'es.ts')
    if (!existsSync(spanishFile)) {
      problems.push(`${name(file)}: no es.ts beside it`)
      continue
    }
    const { en } = (await import(pathToFileURL(file).href)) as { en: Catalog }
    const { default: es } = (await import(pathToFileURL(spanishFile).href)) as { default: Catalog }
    for (const p of catalogMismatches(en, es)) problems.push(`${name(spanishFile)}: ${p}`)
  }
  assert.deepEqual(problems, [])
})
