// Records' hot paths (issue #11): a 50 MB file through the gateway (upload and download MB/s, peak
// RSS of the platform's process while uploading) against a plain local file copy in the same run,
// and getSome of 500 tickets.
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { copyFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { closedLoop, httpCall, round, type Figures } from './measure.ts'

const MB = 1024 * 1024

async function* bytes(size: number) {
  const chunk = Buffer.alloc(256 * 1024, 7)
  for (let sent = 0; sent < size; sent += chunk.length) yield size - sent >= chunk.length ? chunk : chunk.subarray(0, size - sent)
}

function post(url: string, body: Readable, headers: Record<string, string>): Promise<number> {
  const req = request(url, { method: 'POST', headers })
  const answered = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
  })
  return pipeline(body, req).then(() => answered)
}

export async function benchFiles(url: string, token: string, sizeMb = 50): Promise<Figures[]> {
  const size = sizeMb * MB
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const prepared = await (await fetch(`${url}/v1/prepare-file-upload`, {
    method: 'POST', headers: auth, body: JSON.stringify({ name: 'bench.bin', size, type: 'application/octet-stream' }),
  })).json() as { presignedUpload: { url: string }; file: { secureName: string } }

  const boundary = `bench-${Date.now()}`
  async function* form() {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`)
    yield* bytes(size)
    yield Buffer.from(`\r\n--${boundary}--\r\n`)
  }
  const rssBefore = process.memoryUsage().rss
  let peak = rssBefore
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10)
  let t = performance.now()
  const status = await post(prepared.presignedUpload.url, Readable.from(form()), { 'content-type': `multipart/form-data; boundary=${boundary}` })
  const uploadMs = performance.now() - t
  clearInterval(sampler)
  if (status !== 204) throw new Error(`upload answered ${status}`)

  const { downloadURL } = await (await fetch(`${url}/v1/file-download-URL?secureName=${encodeURIComponent(prepared.file.secureName)}`, { headers: auth })).json() as { downloadURL: string }
  t = performance.now()
  const res = await fetch(downloadURL)
  let received = 0
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) received += chunk.length
  const downloadMs = performance.now() - t
  if (received !== size) throw new Error(`downloaded ${received} of ${size} bytes`)

  // the floor: the same bytes written to a local file, then copied
  const dir = mkdtempSync(join(tmpdir(), 'care-bench-'))
  try {
    t = performance.now()
    await pipeline(Readable.from(bytes(size)), createWriteStream(join(dir, 'a')))
    const writeMs = performance.now() - t
    t = performance.now()
    await copyFile(join(dir, 'a'), join(dir, 'b'))
    const copyMs = performance.now() - t
    t = performance.now()
    for await (const _ of createReadStream(join(dir, 'b'))) void _
    const readMs = performance.now() - t
    const mbps = (ms: number) => `${round(sizeMb / (ms / 1000))} MB/s`
    return [
      { name: `file upload ${sizeMb} MB through the gateway (multipart, streamed to disk)`, rps: 0, p50: round(uploadMs), p99: round(uploadMs), note: `${mbps(uploadMs)}; peak RSS +${Math.round((peak - rssBefore) / MB)} MB (garbage included)` },
      { name: `file download ${sizeMb} MB through the gateway`, rps: 0, p50: round(downloadMs), p99: round(downloadMs), note: mbps(downloadMs) },
      { name: `baseline: write ${sizeMb} MB to a local file / copy / read`, rps: 0, p50: round(writeMs), p99: round(writeMs), note: `${mbps(writeMs)} / ${mbps(copyMs)} / ${mbps(readMs)}` },
    ]
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function benchTickets(url: string, token: string, seconds: number): Promise<Figures> {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const enduser = await (await fetch(`${url}/v1/enduser`, { method: 'POST', headers: auth, body: JSON.stringify({ fname: 'Ticketed' }) })).json() as { id: string }
  const res = await fetch(`${url}/v1/tickets`, {
    method: 'POST', headers: auth,
    body: JSON.stringify({ create: Array.from({ length: 500 }, (_, i) => ({ title: `Ticket ${i}`, enduserId: enduser.id, stage: i % 2 ? 'To do' : 'Doing', tags: ['bench'] })) }),
  })
  if (!res.ok) throw new Error(`seeding tickets answered ${res.status}`)
  return closedLoop('getSome(500) tickets: HTTP gateway → records → PostgreSQL, one at a time', () => httpCall(`${url}/v1/tickets?limit=500`, { headers: auth }), { concurrency: 1, seconds })
}
