import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:net'
import { chooseEmbeddedPort } from './embedded-port.ts'

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1' }, resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('chooseEmbeddedPort', () => {
  let holder: Server
  let taken: number
  before(async () => {
    holder = createServer()
    await new Promise<void>((resolve) => holder.listen({ port: 0, host: '127.0.0.1' }, resolve))
    taken = (holder.address() as { port: number }).port
  })
  after(() => new Promise<void>((resolve) => holder.close(() => resolve())))

  it('keeps the default port when it is free', async () => {
    const port = await freePort()
    assert.deepEqual(await chooseEmbeddedPort({ preferred: port, variable: 'PG_PORT', env: {} }), { port })
  })

  it('picks a free port when the default is taken, and says so', async () => {
    const choice = await chooseEmbeddedPort({ preferred: taken, variable: 'PG_PORT', env: {} })
    assert.notEqual(choice.port, taken)
    assert.equal(
      choice.notice,
      `Port ${taken} is already in use (another PostgreSQL or \`npm start\`?): the embedded PostgreSQL listens on ${choice.port} instead (set PG_PORT to choose one)`,
    )
  })

  it('uses the port set in the environment', async () => {
    const port = await freePort()
    assert.deepEqual(await chooseEmbeddedPort({ preferred: taken, variable: 'PG_PORT', env: { PG_PORT: String(port) } }), { port })
  })

  it('refuses a port from the environment that is taken, or is no port, saying what to do', async () => {
    await assert.rejects(chooseEmbeddedPort({ preferred: 0, variable: 'PG_PORT', env: { PG_PORT: String(taken) } }), {
      message: `Port ${taken} (PG_PORT) for the embedded PostgreSQL is already in use: stop what holds it, or set PG_PORT to a free port`,
    })
    await assert.rejects(chooseEmbeddedPort({ preferred: 0, variable: 'TEST_PG_PORT', env: { TEST_PG_PORT: 'abc' } }), {
      message: `TEST_PG_PORT must be a port number (1-65535), not 'abc'`,
    })
  })
})
