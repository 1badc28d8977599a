import { test } from 'node:test'
import assert from 'node:assert/strict'
import { z } from 'zod'
import { defineCollection } from './collections/define.ts'
import { buildOpenApi, type OpenApiDocument } from './openapi.ts'
import { collectionRoutes } from './routes/generic.ts'
import type { RouteDef } from './routes/types.ts'
import { emailValidator, nonNegativeNumberValidator, stringValidator } from './values/index.ts'

type Json = Record<string, any>

const widgets = defineCollection({
  name: 'widgets',
  service: 'records',
  fields: {
    title: stringValidator.describe('What the widget is called'),
    ownerEmail: emailValidator.optional(),
    count: nonNegativeNumberValidator.optional(),
    status: z.enum(['on', 'off']).default('on'),
  },
  enduserAccess: { read: 'own' },
})
const session = z.object({ id: z.string(), type: z.enum(['user', 'enduser']) })

const call = (r: Partial<RouteDef> & Pick<RouteDef, 'operation' | 'method' | 'path' | 'callers' | 'input'>): RouteDef => ({
  service: 'records',
  subject: `svc.records.${r.operation}`,
  summary: r.operation,
  ...r,
})
const routes: RouteDef[] = [
  ...collectionRoutes(widgets),
  call({ operation: 'widgets.login', method: 'POST', path: '/widgets/login', callers: ['public'], input: z.object({ code: z.string() }), output: z.object({ authToken: z.string() }) }),
  call({ operation: 'widgets.info', method: 'GET', path: '/widget-info', callers: ['public', 'enduser'], input: z.object({ businessId: z.string(), limit: z.coerce.number().optional() }) }),
  call({ operation: 'widgets.archive', method: 'POST', path: '/widget/:id/archive', callers: ['apiKey'], input: z.object({ id: z.string(), reason: z.string() }), successStatus: 204, aliases: ['/archive-widget/:id'] }),
  call({ operation: 'widgets.import', method: 'POST', path: '/widgets/import', callers: ['user'], input: z.object({ widget: widgets.record }), output: session }),
]
const doc = buildOpenApi(routes, { schemas: { Session: session } })

const operations = (d: OpenApiDocument) => Object.values(d.paths).flatMap((item) => Object.values(item)) as Json[]
const op = (path: string, method: string) => doc.paths[path]?.[method] as Json
const component = (ref: string) => {
  const [, , kind, name] = ref.split('/')
  return (doc.components as Json)[kind]?.[name] as Json | undefined
}

test('an OpenAPI 3.1 document mounted at /v1', () => {
  assert.equal(doc.openapi, '3.1.0')
  assert.deepEqual(doc.servers, [{ url: '/v1' }])
  assert.equal(typeof doc.info.title, 'string')
  // collection calls by collection, other calls by their service
  assert.deepEqual(doc.tags, [{ name: 'records' }, { name: 'widgets' }])
})

test('one path item per route, express parameters in OpenAPI form', () => {
  assert.deepEqual(Object.keys(doc.paths['/widget']).sort(), ['get', 'post'])
  assert.deepEqual(Object.keys(doc.paths['/widgets']).sort(), ['get', 'post'])
  assert.deepEqual(Object.keys(doc.paths['/widgets/bulk-read']), ['post'])
  assert.deepEqual(Object.keys(doc.paths['/widget/{id}']).sort(), ['delete', 'get', 'patch'])
  assert.ok(doc.paths['/widget/{id}/archive'].post)
  assert.equal(Object.keys(doc.paths).some((p) => p.includes(':')), false)
})

test('operation ids are unique; a call on a second path gets a suffix', () => {
  const ids = operations(doc).map((o) => o.operationId)
  assert.equal(new Set(ids).size, ids.length)
  assert.equal(op('/widget/{id}', 'get').operationId, 'widgets.getOne')
  assert.equal(op('/widget', 'get').operationId, 'widgets.getOne_2')
})

test('every $ref points at a component', () => {
  const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1])
  assert.ok(refs.length > 20)
  for (const ref of refs) assert.ok(component(ref), `dangling ${ref}`)
})

test("a collection's record is one named component, used by every answer that returns it", () => {
  const widget = doc.components.schemas.Widget as Json
  for (const field of ['id', 'businessId', 'organizationIds', 'creator', 'createdAt', 'updatedAt', 'title', 'ownerEmail', 'count', 'status']) {
    assert.ok(widget.properties[field], field)
  }
  assert.equal(widget.properties.title.description, 'What the widget is called')
  assert.equal(widget.properties.ownerEmail.format, 'email')
  const ok = (path: string, method: string) => op(path, method).responses['200'].content['application/json'].schema
  assert.deepEqual(ok('/widget/{id}', 'get'), { $ref: '#/components/schemas/Widget' })
  assert.deepEqual(ok('/widgets', 'get'), { type: 'array', items: { $ref: '#/components/schemas/Widget' } })
  assert.deepEqual(ok('/widgets', 'post').properties.created.items, { $ref: '#/components/schemas/Widget' })
})

test('the input variant of a record gets its own name when it differs', () => {
  const body = op('/widgets/import', 'post').requestBody.content['application/json'].schema
  assert.deepEqual(body.properties.widget, { $ref: '#/components/schemas/WidgetInput' })
  assert.deepEqual((doc.components.schemas.Widget as Json).required.includes('status'), true)
  assert.deepEqual((doc.components.schemas.WidgetInput as Json).required.includes('status'), false)
})

test('extra named schemas become components', () => {
  assert.deepEqual(op('/widgets/import', 'post').responses['200'].content['application/json'].schema, { $ref: '#/components/schemas/Session' })
})

test('POST and PATCH take a JSON body without the path parameters', () => {
  const patch = op('/widget/{id}', 'patch')
  assert.deepEqual(patch.parameters, [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }])
  const body = patch.requestBody.content['application/json'].schema
  assert.equal(patch.requestBody.required, true)
  assert.deepEqual(Object.keys(body.properties).sort(), ['options', 'updates'])
  assert.deepEqual(body.required, ['updates'])
  const create = op('/widget', 'post').requestBody.content['application/json'].schema
  assert.equal(create.properties.title.type, 'string')
  assert.equal(create.properties.title.maxLength, 1000)
})

test('GET and DELETE take query parameters; objects as deep objects', () => {
  const params = Object.fromEntries((op('/widgets', 'get').parameters as Json[]).map((p) => [p.name, p]))
  assert.ok(['filter', 'limit', 'sort', 'sortBy', 'lastId', 'search'].every((name) => params[name]?.in === 'query'))
  assert.deepEqual([params.filter.style, params.filter.explode], ['deepObject', true])
  assert.deepEqual(params.sort.schema.enum, ['newFirst', 'oldFirst'])
  assert.equal(op('/widgets', 'get').requestBody, undefined)
  const info = Object.fromEntries((op('/widget-info', 'get').parameters as Json[]).map((p) => [p.name, p.required]))
  assert.deepEqual(info, { businessId: true, limit: false })
  assert.deepEqual(op('/widget/{id}', 'delete').parameters.map((p: Json) => p.in), ['path'])
})

test('security follows the callers', () => {
  assert.deepEqual(op('/widget/{id}', 'get').security, [{ bearer: [] }, { apiKey: [] }])
  assert.deepEqual(op('/widgets/login', 'post').security, [])
  assert.deepEqual(op('/widget-info', 'get').security, [{}, { bearer: [] }])
  assert.deepEqual(op('/widget/{id}/archive', 'post').security, [{ apiKey: [] }])
  assert.deepEqual(op('/widgets/import', 'post').security, [{ bearer: [] }])
  assert.deepEqual(doc.components.securitySchemes.bearer, { type: 'http', scheme: 'bearer', description: doc.components.securitySchemes.bearer.description })
  assert.deepEqual([doc.components.securitySchemes.apiKey.type, doc.components.securitySchemes.apiKey.in, doc.components.securitySchemes.apiKey.name], ['apiKey', 'header', 'Authorization'])
})

test('errors share the { message, validation? } body', () => {
  const errorBody = doc.components.schemas.ErrorBody as Json
  assert.deepEqual(errorBody.required, ['message'])
  assert.deepEqual(errorBody.properties.validation.items, { $ref: '#/components/schemas/ValidationIssue' })
  const responses = doc.components.responses as Json
  for (const name of ['BadRequest', 'Forbidden', 'NotFound', 'Conflict', 'TooLarge', 'TooManyRequests', 'ServiceUnavailable', 'ServiceTimeout']) {
    assert.deepEqual(responses[name].content['application/json'].schema, { $ref: '#/components/schemas/ErrorBody' }, name)
  }
  assert.deepEqual(responses.Unauthenticated.content['text/plain'].schema, { type: 'string', const: 'Unauthenticated' })
})

test('each operation lists the errors it can answer', () => {
  const statuses = (path: string, method: string) => Object.keys(op(path, method).responses)
  assert.deepEqual(statuses('/widget/{id}', 'patch'), ['200', '400', '401', '403', '404', '409', '413', '429', '503', '504'])
  assert.deepEqual(statuses('/widgets', 'get'), ['200', '400', '401', '403', '429', '503', '504'])
  assert.deepEqual(statuses('/widgets/login', 'post'), ['200', '400', '409', '413', '429', '503', '504'])
  assert.equal(op('/widget', 'get').responses['404'].$ref, '#/components/responses/NotFound')
})

test('a 204 call answers no body', () => {
  const responses = op('/widget/{id}/archive', 'post').responses
  assert.equal(responses['200'], undefined)
  assert.equal(responses['204'].content, undefined)
})

test('aliases are documented as the same call on another path', () => {
  const alias = op('/archive-widget/{id}', 'post')
  assert.equal(alias.operationId, 'widgets.archive_2')
  assert.match(alias.description, /^Alias of POST \/widget\/:id\/archive/)
  assert.deepEqual(alias.parameters, op('/widget/{id}/archive', 'post').parameters)
})

test('the document is plain JSON and the same every time', () => {
  assert.deepEqual(JSON.parse(JSON.stringify(doc)), doc)
  assert.deepEqual(buildOpenApi(routes, { schemas: { Session: session } }), doc)
  assert.deepEqual(buildOpenApi(routes, { serverUrl: 'https://api.example.com/v1', version: '2.0.0' }).servers, [{ url: 'https://api.example.com/v1' }])
})
