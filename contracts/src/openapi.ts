// The OpenAPI 3.1 document of /v1 (ARCHITECTURE.md §4), generated from the route table so it can
// never drift from what the gateway mounts. Schemas come from zod 4's JSON Schema output (draft
// 2020-12, which is OpenAPI 3.1's dialect): request sides as the caller sends them (io 'input'),
// answers as the server returns them (io 'output').
import { z } from 'zod'
import { singularPath } from './collections/define.ts'
import { ErrorMessages } from './errors.ts'
import { isHttpRoute, type AnyRouteDef, type Caller, type RouteDef } from './routes/types.ts'

type Json = Record<string, unknown>
type Io = 'input' | 'output'

export interface OpenApiInfo {
  title?: string
  /** the document's version; the API itself is versioned by its /v1 prefix */
  version?: string
  description?: string
  /** where the paths are mounted (default '/v1') */
  serverUrl?: string
  /** extra shared schemas to publish as named components (zod schema → component name) */
  schemas?: Record<string, z.ZodType>
}

export interface OpenApiDocument {
  openapi: '3.1.0'
  info: { title: string; version: string; description?: string }
  servers: { url: string }[]
  tags: { name: string }[]
  paths: Record<string, Record<string, Json>>
  components: { schemas: Record<string, Json>; responses: Record<string, Json>; securitySchemes: Record<string, Json> }
}

const ref = (kind: 'schemas' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` })
const json = (schema: Json) => ({ 'application/json': { schema } })

const validationIssueSchema: Json = {
  type: 'object',
  properties: { field: { type: 'string', description: "dotted path of the input field, e.g. 'fields.height'" }, message: { type: 'string' } },
  required: ['field', 'message'],
}
const errorBodySchema: Json = {
  type: 'object',
  properties: { message: { type: 'string' }, validation: { type: 'array', items: ref('schemas', 'ValidationIssue') } },
  required: ['message'],
}

const errorResponse = (description: string, message: string): Json => ({
  description,
  content: { 'application/json': { schema: ref('schemas', 'ErrorBody'), example: { message } } },
})
/** Shared error answers; the status each stands for is the key of ERROR_STATUS. */
const ERROR_RESPONSES: Record<string, Json> = {
  BadRequest: {
    description: 'Invalid input: `message` is the first failed rule, `validation` lists every one',
    content: { 'application/json': { schema: ref('schemas', 'ErrorBody'), example: { message: 'Invalid email', validation: [{ field: 'email', message: 'Invalid email' }] } } },
  },
  // the SDK compares the body itself with 'Unauthenticated', so it is plain text, not an ErrorBody
  Unauthenticated: { description: 'Missing, expired or revoked credentials', content: { 'text/plain': { schema: { type: 'string', const: ErrorMessages.unauthenticated } } } },
  Forbidden: errorResponse('The caller may not do this', ErrorMessages.forbidden),
  NotFound: errorResponse('No such record (or not visible to the caller)', ErrorMessages.notFound),
  Conflict: errorResponse('A uniqueness rule refused the write', ErrorMessages.uniqueness),
  TooLarge: errorResponse('The body or file is too large', ErrorMessages.tooLarge),
  TooManyRequests: errorResponse('Rate limit reached', ErrorMessages.tooManyRequests),
  ServiceUnavailable: errorResponse('The owning service is unreachable', ErrorMessages.serviceUnavailable),
  ServiceTimeout: errorResponse('The owning service took too long', ErrorMessages.serviceTimeout),
}
const ERROR_STATUS: Record<keyof typeof ERROR_RESPONSES, string> = {
  BadRequest: '400', Unauthenticated: '401', Forbidden: '403', NotFound: '404', Conflict: '409',
  TooLarge: '413', TooManyRequests: '429', ServiceUnavailable: '503', ServiceTimeout: '504',
}

const SECURITY_SCHEMES: Record<string, Json> = {
  bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <token>: a user or enduser session token' },
  apiKey: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Authorization: API_KEY <key>: a partner API key' },
}

/** 'public' alone → no security; 'public' with others → credentials optional. */
function securityFor(callers: readonly Caller[]): Json[] {
  const schemes: Json[] = []
  if (callers.includes('user') || callers.includes('enduser')) schemes.push({ bearer: [] })
  if (callers.includes('apiKey')) schemes.push({ apiKey: [] })
  return callers.includes('public') ? (schemes.length ? [{}, ...schemes] : []) : schemes
}

const PATH_PARAM = /:([A-Za-z0-9_]+)/g
const pathParamNames = (path: string) => [...path.matchAll(PATH_PARAM)].map((m) => m[1])
const pascal = (s: string) => s.split(/[-_]/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')

/** Names shared schemas in the JSON Schema output while keeping every `.describe()`/`.meta()` text,
 *  which a registry of our own would drop (zod reads all metadata from one registry). */
class NamedSchemaRegistry extends z.core.$ZodRegistry<z.core.GlobalMeta> {
  constructor(private readonly names: ReadonlyMap<z.core.$ZodType, string>) {
    super()
  }
  override get<S extends z.core.$ZodType>(schema: S) {
    const meta = z.globalRegistry.get(schema)
    const id = this.names.get(schema)
    return (id ? { ...meta, id } : meta) as ReturnType<z.core.$ZodRegistry<z.core.GlobalMeta>['get']>
  }
}

/** Component names: a collection's record (its getOne answer) is named after its singular path. */
function sharedSchemaNames(routes: readonly RouteDef[], extra: Record<string, z.ZodType> = {}) {
  const names = new Map<z.core.$ZodType, string>()
  for (const r of routes) {
    if (r.collection && r.output && r.operation === `${r.collection}.getOne`) names.set(r.output, pascal(singularPath(r.collection)))
  }
  for (const [name, schema] of Object.entries(extra)) names.set(schema, name)
  return names
}

function rewriteRefs(node: unknown, renames: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(node)) return node.map((n) => rewriteRefs(n, renames))
  if (!node || typeof node !== 'object') return node
  const out: Json = {}
  for (const [key, value] of Object.entries(node)) {
    const local = key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/') ? value.slice('#/$defs/'.length) : undefined
    out[key] = local !== undefined ? ref('schemas', renames.get(local) ?? local).$ref : rewriteRefs(value, renames)
  }
  return out
}

/** Converts zod schemas and moves their `$defs` into components, one name per distinct schema. */
class SchemaConverter {
  readonly schemas: Record<string, Json> = { ErrorBody: errorBodySchema, ValidationIssue: validationIssueSchema }
  /** component name → its JSON text; the hand-written components hold a text no schema produces */
  private readonly texts = new Map<string, string>(Object.keys(this.schemas).map((name) => [name, '']))
  constructor(private readonly metadata: NamedSchemaRegistry) {}

  convert(schema: z.ZodType, io: Io): Json {
    const { $schema: _dialect, $defs, ...root } = z.toJSONSchema(schema, { io, unrepresentable: 'any', metadata: this.metadata }) as Json
    const defs = ($defs ?? {}) as Record<string, Json>
    const renames = new Map(Object.entries(defs).map(([name, def]) => [name, this.place(name, def, io)]))
    for (const [name, def] of Object.entries(defs)) this.schemas[renames.get(name)!] ??= rewriteRefs(def, renames) as Json
    return rewriteRefs(root, renames) as Json
  }

  /** The same name for the same schema; input and output variants of one record get distinct names. */
  private place(name: string, def: Json, io: Io): string {
    const text = JSON.stringify(def)
    for (let i = 0; ; i++) {
      const candidate = i === 0 ? name : i === 1 && io === 'input' ? `${name}Input` : `${name}${i + 1}`
      const taken = this.texts.get(candidate)
      if (taken === undefined) this.texts.set(candidate, text)
      if (taken === undefined || taken === text) return candidate
    }
  }

  /** Follows a root `$ref` to its component, to split an input into parameters and body. */
  resolve(schema: Json): Json {
    const target = typeof schema.$ref === 'string' ? this.schemas[schema.$ref.split('/').pop()!] : undefined
    return target ?? schema
  }
}

const isObjectLike = (s: Json) => s.type === 'object' || '$ref' in s || 'additionalProperties' in s

function requestParts(route: RouteDef, converter: SchemaConverter): Json {
  const input = converter.resolve(converter.convert(route.input, 'input'))
  const inPath = pathParamNames(route.path)
  const properties = (input.type === 'object' ? input.properties ?? {} : {}) as Record<string, Json>
  const required = (input.required ?? []) as string[]
  const parameters: Json[] = inPath.map((name) => ({ name, in: 'path', required: true, schema: properties[name] ?? { type: 'string' } }))
  const rest = Object.fromEntries(Object.entries(properties).filter(([name]) => !inPath.includes(name)))
  const restRequired = required.filter((name) => !inPath.includes(name))

  if (route.method === 'GET' || route.method === 'DELETE') {
    for (const [name, schema] of Object.entries(rest)) {
      // nested keys (filter[fname]=Ann) are how the gateway's query parser reads objects
      const style = isObjectLike(schema) ? { style: 'deepObject', explode: true } : {}
      parameters.push({ name, in: 'query', required: restRequired.includes(name), schema, ...style })
    }
    return parameters.length ? { parameters } : {}
  }
  const body: Json = input.type === 'object' ? { ...input, properties: rest, required: restRequired } : input
  if (input.type === 'object' && !restRequired.length) delete body.required
  return {
    ...(parameters.length ? { parameters } : {}),
    requestBody: { required: restRequired.length > 0 || input.type !== 'object', content: json(body) },
  }
}

function errorResponsesFor(route: RouteDef): Record<string, Json> {
  const names: (keyof typeof ERROR_RESPONSES)[] = ['BadRequest']
  const publicOnly = route.callers.length === 1 && route.callers[0] === 'public'
  if (!publicOnly) names.push('Unauthenticated', 'Forbidden')
  if (pathParamNames(route.path).length || route.operation === `${route.collection}.getOne`) names.push('NotFound')
  if (route.method === 'POST' || route.method === 'PATCH') names.push('Conflict', 'TooLarge')
  names.push('TooManyRequests', 'ServiceUnavailable', 'ServiceTimeout')
  return Object.fromEntries(names.map((name) => [ERROR_STATUS[name], ref('responses', name)]))
}

function operationFor(route: RouteDef, operationId: string, converter: SchemaConverter, aliasOf?: string): Json {
  const status = String(route.successStatus ?? 200)
  const success = status === '204'
    ? { description: 'Done; no body' }
    : route.download
      ? { description: 'A file, sent as an attachment', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } }
      : { description: 'Success', content: json(route.output ? converter.convert(route.output, 'output') : {}) }
  return {
    operationId,
    summary: route.summary,
    ...(aliasOf ? { description: `Alias of ${route.method} ${aliasOf}, kept for existing clients` } : {}),
    tags: [route.collection ?? route.service],
    security: securityFor(route.callers),
    'x-callers': [...route.callers],
    ...requestParts(route, converter),
    responses: { [status]: success, ...errorResponsesFor(route) },
  }
}

/** The whole document; pure, so the gateway builds it once at start and serves it as is. Bus-only
 *  routes (calls between services) are left out: they are no part of the /v1 API. */
export function buildOpenApi(table: readonly AnyRouteDef[], info: OpenApiInfo = {}): OpenApiDocument {
  const routes = table.filter(isHttpRoute)
  const converter = new SchemaConverter(new NamedSchemaRegistry(sharedSchemaNames(routes, info.schemas)))
  const paths: OpenApiDocument['paths'] = {}
  const usedIds = new Set<string>()
  const uniqueId = (operation: string) => {
    let id = operation
    for (let n = 2; usedIds.has(id); n++) id = `${operation}_${n}`
    usedIds.add(id)
    return id
  }
  const tags = new Set<string>()
  for (const route of routes) {
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      const key = path.replace(PATH_PARAM, '{$1}')
      const method = route.method.toLowerCase()
      if (paths[key]?.[method]) continue // a later row for the same method and path is unreachable
      const aliasOf = path === route.path ? undefined : route.path
      ;(paths[key] ??= {})[method] = operationFor(route, uniqueId(route.operation), converter, aliasOf)
    }
    tags.add(route.collection ?? route.service)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: info.title ?? 'Care platform API',
      version: info.version ?? '1.0.0',
      description: info.description ?? 'Every /v1 call of the care platform. Errors answer `{ message, validation? }`; an unauthenticated call answers 401 with the text `Unauthenticated`.',
    },
    servers: [{ url: info.serverUrl ?? '/v1' }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: { schemas: converter.schemas, responses: ERROR_RESPONSES, securitySchemes: SECURITY_SCHEMES },
  }
}
