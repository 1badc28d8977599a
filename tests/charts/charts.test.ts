// The charts as files: every Chart.yaml and values file parses; dependencies resolve; the library
// defines every kind a deployable needs, hardened; the deployable charts render only through it;
// every template's blocks balance and every include names a defined template; values files pass
// the deployables' schema; no secret value sits in any values file.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, readdirSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv } from 'ajv'
import {
  CHARTS, CHART_OF, PROFILES, ROOT, UMBRELLA, chartDirs, effectiveValues, isMap, loadChart, merge, readText, readYaml,
  scanChartTemplates, scanTemplate, umbrellaValues,
} from './repo.ts'

const DEPLOYABLE_CHARTS = Object.values(CHART_OF)
const SCHEMA_FILE = join(CHARTS, 'care-lib', 'values.deployable.schema.json')

test('every chart has a valid Chart.yaml (apiVersion v2, name = folder, semver version, known type)', () => {
  const dirs = chartDirs()
  for (const expected of ['care-lib', 'care-platform', ...DEPLOYABLE_CHARTS]) assert.ok(dirs.includes(expected), `charts/${expected} is missing`)
  for (const dir of dirs) {
    const { chart } = loadChart(dir)
    assert.equal(chart.apiVersion, 'v2', `${dir}: apiVersion`)
    assert.equal(chart.name, dir, `${dir}: name must match its folder`)
    assert.match(String(chart.version), /^\d+\.\d+\.\d+(-[\w.]+)?$/, `${dir}: version`)
    assert.ok(['application', 'library'].includes(chart.type ?? 'application'), `${dir}: type`)
  }
  assert.equal(loadChart('care-lib').chart.type, 'library')
})

test('every values file parses to a map', () => {
  for (const dir of chartDirs()) {
    for (const file of readdirSync(join(CHARTS, dir)).filter((f) => /^values.*\.ya?ml$/.test(f))) {
      const values = readYaml(join(CHARTS, dir, file))
      assert.ok(values === null || isMap(values), `${dir}/${file} must be a map`)
    }
  }
})

test('file:// dependencies point at charts of the named version; remote ones have a repository, a version and a condition', () => {
  for (const dir of chartDirs()) {
    for (const dep of loadChart(dir).chart.dependencies ?? []) {
      assert.ok(dep.name && dep.version && dep.repository, `${dir}: dependency ${JSON.stringify(dep)} needs name, version, repository`)
      if (dep.repository.startsWith('file://')) {
        const target = join(CHARTS, dir, dep.repository.slice('file://'.length))
        assert.ok(existsSync(join(target, 'Chart.yaml')), `${dir}: ${dep.repository} has no Chart.yaml`)
        const { chart } = loadChart(realpathSync(target).split('/').pop()!)
        assert.equal(chart.name, dep.name, `${dir}: ${dep.repository} is chart ${chart.name}, not ${dep.name}`)
        assert.equal(String(chart.version), String(dep.version), `${dir}: ${dep.name} is at ${chart.version}, the dependency asks ${dep.version}`)
      } else {
        assert.match(dep.repository, /^(https:\/\/|oci:\/\/)/, `${dir}: ${dep.name} repository`)
        assert.ok(dep.condition, `${dir}: remote dependency ${dep.name} must be switchable (condition)`)
      }
    }
  }
  for (const name of DEPLOYABLE_CHARTS) {
    const deps = loadChart(name).chart.dependencies ?? []
    assert.ok(deps.some((d: any) => d.name === 'care-lib'), `${name} must depend on care-lib`)
  }
})

test('the umbrella: NATS and PostgreSQL are conditional dependencies; every deployable alias has a condition and a values block', () => {
  const { chart } = loadChart('care-platform')
  const values = umbrellaValues('base')
  const nats = chart.dependencies.find((d: any) => d.name === 'nats')
  const postgresql = chart.dependencies.find((d: any) => d.name === 'postgresql')
  assert.equal(nats?.condition, 'nats.enabled')
  assert.equal(postgresql?.condition, 'postgresql.enabled')
  for (const dep of chart.dependencies.filter((d: any) => DEPLOYABLE_CHARTS.includes(d.name))) {
    assert.ok(dep.alias, `${dep.name} is used through an alias (the deployable's name)`)
    assert.equal(dep.condition, `${dep.alias}.enabled`, `${dep.alias}: condition`)
    assert.ok(isMap(values[dep.alias]), `values.yaml has no block ${dep.alias}`)
  }
})

test('umbrella values: global switches first, then the dependencies, then one block per deployable', () => {
  const keys = [...Object.keys(readYaml(join(UMBRELLA, 'values.yaml')))]
  assert.equal(keys[0], 'global')
  const aliases = loadChart('care-platform').chart.dependencies.filter((d: any) => d.alias).map((d: any) => d.alias)
  const firstBlock = Math.min(...aliases.map((a: string) => keys.indexOf(a)))
  for (const switchKey of ['nats', 'postgresql', 'ingress']) assert.ok(keys.indexOf(switchKey) < firstBlock, `${switchKey} comes before the deployable blocks`)
  const global = umbrellaValues('base').global
  for (const path of ['image.registry', 'image.tag', 'external.natsUrl', 'external.databaseSecret']) {
    assert.ok(path.split('.').reduce((o: any, k) => o?.[k], global) !== undefined, `global.${path} is a documented switch`)
  }
})

test('the library defines every resource a deployable needs, with the expected apiVersion and kind', () => {
  const scans = scanChartTemplates(join(CHARTS, 'care-lib'))
  const defines = new Map<string, string>()
  for (const scan of scans.values()) for (const [name, body] of scan.defines) defines.set(name, body)
  const expected: [string, string, string][] = [
    ['care-lib.deployment', 'apps/v1', 'Deployment'],
    ['care-lib.service', 'v1', 'Service'],
    ['care-lib.serviceAccount', 'v1', 'ServiceAccount'],
    ['care-lib.configMap', 'v1', 'ConfigMap'],
    ['care-lib.generatedSecret', 'v1', 'Secret'],
    ['care-lib.hpa', 'autoscaling/v2', 'HorizontalPodAutoscaler'],
    ['care-lib.pdb', 'policy/v1', 'PodDisruptionBudget'],
    ['care-lib.networkPolicy', 'networking.k8s.io/v1', 'NetworkPolicy'],
    ['care-lib.migrationJob', 'batch/v1', 'Job'],
    ['care-lib.serviceMonitor', 'monitoring.coreos.com/v1', 'ServiceMonitor'],
  ]
  const deployable = defines.get('care-lib.deployable')
  assert.ok(deployable, 'care-lib.deployable is defined')
  for (const [name, apiVersion, kind] of expected) {
    const body = defines.get(name)
    assert.ok(body, `${name} is defined`)
    assert.match(body, new RegExp(`^apiVersion: ${apiVersion.replace(/[./]/g, '\\$&')}$`, 'm'), `${name}: apiVersion ${apiVersion}`)
    assert.match(body, new RegExp(`^kind: ${kind}$`, 'm'), `${name}: kind ${kind}`)
    assert.ok(deployable.includes(`include "${name}"`), `care-lib.deployable includes ${name}`)
  }
  const deployment = defines.get('care-lib.deployment')!
  for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe', 'resources', 'securityContext', 'envFrom', 'checksum/config']) {
    assert.ok(deployment.includes(probe), `the Deployment sets ${probe}`)
  }
  const job = defines.get('care-lib.migrationJob')!
  assert.ok(job.includes('helm.sh/hook') && job.includes('"pre-install,pre-upgrade"'), 'the migration Job is a pre-install,pre-upgrade hook')
  assert.ok(job.includes('migrations.env'), 'the migration Job sets migrations.env (MIGRATE_ONLY)')
  const policy = defines.get('care-lib.networkPolicy')!
  for (const part of ['- Ingress', '- Egress', 'port: 53']) assert.ok(policy.includes(part), `the NetworkPolicy has ${part}`)
})

test('the library enforces hardened pods whatever the values say', () => {
  const helpers = [...scanChartTemplates(join(CHARTS, 'care-lib')).values()].flatMap((s) => [...s.defines])
  const container = new Map(helpers).get('care-lib.containerSecurityContext') ?? ''
  const pod = new Map(helpers).get('care-lib.podSecurityContext') ?? ''
  for (const [key, value] of [['runAsNonRoot', 'true'], ['allowPrivilegeEscalation', 'false'], ['readOnlyRootFilesystem', 'true'], ['privileged', 'false']]) {
    assert.match(container, new RegExp(`set \\$context "${key}" ${value}`), `container securityContext forces ${key}: ${value}`)
  }
  assert.match(container, /"capabilities" \(dict "drop" \(list "ALL"\)\)/, 'capabilities drop ALL')
  assert.match(container, /"RuntimeDefault"/)
  assert.match(pod, /set \$context "runAsNonRoot" true/)
  assert.match(pod, /"RuntimeDefault"/)
})

test('every template parses: blocks balance, else/end in place, includes name defined templates', () => {
  const defined = new Set<string>()
  const all = new Map<string, ReturnType<typeof scanTemplate>>()
  for (const dir of chartDirs()) for (const [file, scan] of scanChartTemplates(join(CHARTS, dir))) all.set(file, scan)
  for (const scan of all.values()) for (const name of scan.defines.keys()) defined.add(name)
  assert.ok(all.size > 10, 'templates were found')
  for (const [file, scan] of all) {
    assert.deepEqual(scan.errors, [], file)
    for (const name of scan.includes) assert.ok(defined.has(name), `${file} includes "${name}", which no chart defines`)
  }
  for (const [file, scan] of all) {
    if (file.startsWith('charts/care-lib/')) {
      assert.match(file, /\/_[^/]+\.tpl$/, `library templates are partials (_*.tpl): ${file}`)
      assert.equal(scan.topLevelText.trim(), '', `${file} renders nothing outside define blocks`)
    }
  }
})

test('the structural reader catches broken templates (so the check above can fail)', () => {
  assert.notDeepEqual(scanTemplate('{{ if .x }}a').errors, [])
  assert.notDeepEqual(scanTemplate('a{{ end }}').errors, [])
  assert.notDeepEqual(scanTemplate('{{ else }}').errors, [])
  assert.notDeepEqual(scanTemplate('{{ define "a" }}{{ define "b" }}{{ end }}{{ end }}').errors, [])
  assert.notDeepEqual(scanTemplate('{{ .x ').errors, [])
  const ok = scanTemplate('{{- /* c {{ }} */ -}}{{ define "x" }}{{ if .a }}{{ include "y" . }}{{ else if .b }}{{ "}}" }}{{ end }}{{ end }}')
  assert.deepEqual(ok.errors, [])
  assert.deepEqual([...ok.defines.keys()], ['x'])
  assert.deepEqual([...ok.includes], ['y'])
})

test('each deployable chart renders only through the library and shares its values schema', () => {
  const schema = readText(SCHEMA_FILE)
  for (const name of DEPLOYABLE_CHARTS) {
    const dir = join(CHARTS, name)
    const scans = scanChartTemplates(dir)
    const includes = new Set([...scans.values()].flatMap((s) => [...s.includes]))
    assert.ok(includes.has('care-lib.deployable'), `${name} includes care-lib.deployable`)
    for (const [file, scan] of scans) {
      const text = readText(join(ROOT, file))
      assert.doesNotMatch(text, /^kind:/m, `${file}: resources belong in care-lib, not copied into ${name}`)
      assert.deepEqual(scan.errors, [])
    }
    assert.equal(readText(join(dir, 'values.schema.json')), schema, `${name}/values.schema.json is the library's schema`)
  }
})

test('values pass the deployables schema: each chart default, and every umbrella block in every profile', () => {
  const ajv = new Ajv({ allErrors: true, strict: false })
  const validate = ajv.compile(JSON.parse(readText(SCHEMA_FILE)))
  const check = (what: string, values: unknown) => assert.ok(validate(values), `${what}: ${ajv.errorsText(validate.errors)}`)
  for (const name of DEPLOYABLE_CHARTS) check(`charts/${name}/values.yaml`, loadChart(name).values)
  const aliases = loadChart('care-platform').chart.dependencies.filter((d: any) => DEPLOYABLE_CHARTS.includes(d.name)).map((d: any) => d.alias)
  for (const profile of PROFILES) for (const alias of aliases) check(`${alias} (${profile})`, effectiveValues(alias, profile))
  // the schema does reject: a secret as a plain setting, a typo, a missing probe
  const good = effectiveValues('identity', 'base')
  assert.equal(validate(merge(good, { env: { AUTH_SECRET: 'x'.repeat(40) } })), false)
  assert.equal(validate(merge(good, { replicas: 3 })), false)
  assert.equal(validate(merge(good, { probes: { readiness: null } })), false)
})

/** keys that name a Secret or a key in one: references, never values */
const REFERENCE_KEYS = new Set(['secretName', 'databaseSecret', 'existingSecret', 'secretKey', 'key', 'userPasswordKey', 'adminPasswordKey'])
const SECRET_KEY = /(password|passwd|secret|token|api_?key|credential|private_?key)/i

test('no values file holds a secret value; plain env never carries a secret-looking name', () => {
  const offenders: string[] = []
  const walk = (node: unknown, path: string[]) => {
    if (isMap(node)) {
      for (const [k, v] of Object.entries(node)) {
        const inEnv = path[path.length - 1] === 'env'
        if (inEnv && SECRET_KEY.test(k)) offenders.push(`${[...path, k].join('.')} (a secret belongs in secretEnv)`)
        if (typeof v === 'string' && v !== '' && SECRET_KEY.test(k) && !REFERENCE_KEYS.has(k)) offenders.push([...path, k].join('.'))
        walk(v, [...path, k])
      }
    } else if (Array.isArray(node)) node.forEach((v, i) => walk(v, [...path, String(i)]))
  }
  for (const dir of chartDirs()) {
    for (const file of readdirSync(join(CHARTS, dir)).filter((f) => /^values.*\.ya?ml$/.test(f))) walk(readYaml(join(CHARTS, dir, file)), [`${dir}/${file}`])
  }
  assert.deepEqual(offenders, [])
})

test('profiles: dev runs one replica of everything with NATS and PostgreSQL in the cluster; prod uses external ones', () => {
  const dev = umbrellaValues('dev')
  assert.equal(dev.global.replicaCount, 1)
  assert.equal(dev.nats.enabled, true)
  assert.equal(dev.postgresql.enabled, true)
  assert.equal(dev.global.external?.natsUrl ?? '', '')
  const prod = umbrellaValues('prod')
  assert.equal(prod.nats.enabled, false)
  assert.equal(prod.postgresql.enabled, false)
  assert.equal(prod.global.replicaCount, undefined, 'prod autoscales')
  assert.equal(prod.global.secrets?.generate, false, 'prod never generates secrets')
  const validate = readText(join(UMBRELLA, 'templates', 'validate.yaml'))
  assert.match(validate, /fail "NATS: set nats\.enabled=true/, 'the umbrella refuses a release without NATS')
  assert.match(validate, /fail "PostgreSQL: set postgresql\.enabled=true/, 'the umbrella refuses a release without PostgreSQL')
})
