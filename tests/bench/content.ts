// Content's hot paths (issue #21): full-text search over a library of 10,000 articles (as a patient:
// the visibility rule joined in, and as staff), and likes on one hot post — 64 patients each
// liking and unliking it back to back — with the post's numLikes checked against its likes after
// the run (printed, never asserted: figures vary with load).
// Part of `npm run bench` (run.ts); alone: `node --import tsx tests/bench/content.ts` with DATABASE_URL.
import { fileURLToPath } from 'node:url'
import { registerStaff, startTestPlatform } from '../support/platform.ts'
import { closedLoop, httpCall, printTable, type Figures } from './measure.ts'

const ARTICLES = Number(process.env.BENCH_CONTENT_ARTICLES ?? 10_000)
const LIKERS = 64
// a vocabulary of 3,000 made-up words (syllable triples), so that a word is in about 2% of the
// articles as in a real library, not in every one
const SYLLABLES = ['ka', 'lo', 'mi', 'nu', 'pe', 'ra', 'si', 'to', 'vu', 'ze', 'bri', 'dal', 'fen', 'gor', 'hul']
const WORDS = Array.from({ length: 3000 }, (_, i) => SYLLABLES[i % 15]! + SYLLABLES[Math.floor(i / 15) % 15]! + SYLLABLES[Math.floor(i / 225) % 15]!)
const word = (i: number) => WORDS[Math.abs(i) % WORDS.length]!

export async function benchContent(url: string, authToken: string, seconds = 6): Promise<Figures[]> {
  const headers = { authorization: `Bearer ${authToken}`, 'content-type': 'application/json' }
  const call = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown, h: Record<string, string> = headers) => {
    const res = await fetch(`${url}/v1${path}`, { method, headers: h, ...(body ? { body: JSON.stringify(body) } : {}) })
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }
  for (let start = 0; start < ARTICLES; start += 500) {
    const create = Array.from({ length: Math.min(500, ARTICLES - start) }, (_, k) => {
      const i = start + k
      const body = Array.from({ length: 60 }, (_, j) => word(i * 7_919 + j * 104_729)).join(' ')
      return { type: 'Article', title: `${word(i)} and ${word(i * 3 + 1)}: guide ${i}`, textContent: body, assignmentType: i % 3 === 0 ? 'By Tags' : 'All', tags: i % 3 === 0 ? ['bench'] : [] }
    })
    await call('POST', '/managed-content-records', { create })
  }
  const patient = await call<{ id: string }>('POST', '/enduser', { fname: 'Content', lname: 'Bench', tags: ['bench'] })
  const token = async (id: string) => (await call<{ authToken: string }>('GET', `/generate-enduser-auth-token?id=${id}`)).authToken
  const patientHeaders = { authorization: `Bearer ${await token(patient.id)}`, 'content-type': 'application/json' }
  let q = 0
  // one word (about 200 matches to rank) or two (a handful)
  const query = () => JSON.stringify({ query: q++ % 2 ? word(q * 7919) : `${word(q * 7919)} ${word(q * 104_729)}` })
  const asPatient = await closedLoop(`content search over ${ARTICLES} articles, as a patient (16 at a time)`, () => httpCall(`${url}/v1/managed-content-records/search`, { method: 'POST', headers: patientHeaders, body: query() }), { concurrency: 16, seconds })
  const asPatient1 = await closedLoop(`content search over ${ARTICLES} articles, as a patient (1 at a time)`, () => httpCall(`${url}/v1/managed-content-records/search`, { method: 'POST', headers: patientHeaders, body: query() }), { concurrency: 1, seconds: seconds / 2 })
  const asStaff = await closedLoop(`content search over ${ARTICLES} articles, as staff (16 at a time)`, () => httpCall(`${url}/v1/managed-content-records/search`, { method: 'POST', headers, body: query() }), { concurrency: 16, seconds })

  const forum = await call<{ id: string }>('POST', '/forum', { title: 'Bench forum', publicRead: true })
  const post = await call<{ id: string }>('POST', '/forum-post', { forumId: forum.id, title: 'Hot post', textContent: 'Like me' })
  const { created } = await call<{ created: { id: string }[] }>('POST', '/endusers', { create: Array.from({ length: LIKERS }, (_, i) => ({ fname: `Liker${i}`, lname: 'Bench' })) })
  const likers = await Promise.all(created.map(async (p) => ({ authorization: `Bearer ${await token(p.id)}`, 'content-type': 'application/json' })))
  const liked = new Map<(typeof likers)[number], boolean>()
  let next = 0
  const body = JSON.stringify({ forumId: forum.id, postId: post.id })
  const likes = await closedLoop(`like / unlike one hot post, ${LIKERS} patients (16 at a time)`, async () => {
    const h = likers[next++ % LIKERS]!
    if (liked.get(h) === undefined) liked.set(h, false)
    const path = liked.get(h) ? '/unlike-forum-post' : '/post-like'
    liked.set(h, !liked.get(h))
    // a patient whose previous toggle is still in flight may be refused ('This post has already been liked'): counted as failed
    await httpCall(`${url}/v1${path}`, { method: 'POST', headers: h, body })
  }, { concurrency: 16, seconds })
  const stored = await call<{ numLikes: number }>('GET', `/forum-post/${post.id}`)
  const rows = await call<unknown[]>('GET', `/post-likes?filter=${encodeURIComponent(JSON.stringify({ postId: post.id }))}&limit=1000`)
  likes.note = `${likes.note ? `${likes.note}; ` : ''}numLikes ${stored.numLikes}, likes stored ${rows.length}: ${stored.numLikes === rows.length ? 'exact' : 'DRIFTED'}`
  return [asPatient, asPatient1, asStaff, likes]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const platform = await startTestPlatform()
  try {
    const staff = await registerStaff(platform.url)
    printTable(await benchContent(platform.url, staff.authToken, Number(process.env.BENCH_SECONDS ?? 6)))
  } finally {
    await platform.close()
  }
  process.exit(0)
}
