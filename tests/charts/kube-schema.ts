// Every object Helm renders, checked against the Kubernetes API schemas (kubernetes-models: types,
// required fields, enums, formats; unknown fields are not reported). The Prometheus Operator's
// ServiceMonitor is a custom resource those schemas do not know: its shape is checked by hand.
type Manifest = Record<string, any>

/** Custom resources the charts render, with the few fields they must have. */
const CUSTOM: Record<string, (o: Manifest) => string[]> = {
  'monitoring.coreos.com/v1/ServiceMonitor': (o) =>
    [
      !o.spec?.selector?.matchLabels && 'spec.selector.matchLabels is required',
      !(Array.isArray(o.spec?.endpoints) && o.spec.endpoints.length) && 'spec.endpoints must list at least one endpoint',
    ].filter((m): m is string => Boolean(m)),
}

/** `apps/v1` → kubernetes-models/apps/v1; `v1` → kubernetes-models/v1 */
async function modelOf(apiVersion: string, kind: string): Promise<(new (o: Manifest) => { validate(): void }) | undefined> {
  try {
    const module = (await import(`kubernetes-models/${apiVersion}`)) as Record<string, unknown>
    return module[kind] as (new (o: Manifest) => { validate(): void }) | undefined
  } catch {
    return undefined
  }
}

/** One line per problem, naming the object: unknown kinds and schema violations. */
export async function schemaProblems(objects: Manifest[]): Promise<string[]> {
  const problems: string[] = []
  for (const o of objects) {
    const what = `${o.kind}/${o.metadata?.name} (${o.apiVersion})`
    const custom = CUSTOM[`${o.apiVersion}/${o.kind}`]
    if (custom) {
      problems.push(...custom(o).map((m) => `${what}: ${m}`))
      continue
    }
    const Model = typeof o.apiVersion === 'string' && typeof o.kind === 'string' ? await modelOf(o.apiVersion, o.kind) : undefined
    if (!Model) {
      problems.push(`${what}: not a Kubernetes kind the schemas know`)
      continue
    }
    try {
      new Model(o).validate()
    } catch (e) {
      problems.push(`${what}: ${e instanceof Error ? e.message : String(e)}`)
    }
  }
  return problems
}
