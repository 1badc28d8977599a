// The demo clinic's education library and community (issue #21): articles with blocks (headings,
// HTML, an image, a YouTube video), a library of 10 items (articles and videos, no PDFs) in
// categories — for everyone, by tags (Jordan has 'diabetes'), assigned to Jordan by hand, and one
// internal protocol patients never see — and a public forum with posts, comments, a reply and likes
// (Jordan's among them). Made through the content service's own calls, as the console and portal
// would. Idempotent: skipped when the first article exists.
import { randomUUID } from 'node:crypto'
import { isErrorReply, type BusReply } from '@care/contracts/bus'
import type { Session } from '@care/contracts/session'

export interface SeedContentOptions {
  request(subject: string, payload: unknown, session?: Session): Promise<BusReply>
  admin: Session
  patientId(email: string): Promise<string | undefined>
}

export const SEEDED_CONTENT = { firstArticle: 'Understanding your blood sugar', forum: 'Demo Clinic Community' } as const

type Rec = { id: string } & Record<string, unknown>

const VIDEO = 'https://www.youtube.com/embed/wZAjVQWbMlE'

const LIBRARY: Record<string, unknown>[] = [
  {
    title: SEEDED_CONTENT.firstArticle, type: 'Article', category: 'Diabetes', assignmentType: 'By Tags', tags: ['diabetes'],
    description: 'What the numbers mean and when to call us.',
    textContent: 'Blood sugar (glucose) is the main sugar found in your blood. Checking it helps you and your care team adjust food, activity and medicine.',
    blocks: [
      { type: 'h1', info: { text: SEEDED_CONTENT.firstArticle } },
      { type: 'html', info: { html: '<p>Blood sugar (glucose) is the main sugar found in your blood. <strong>Checking it</strong> helps you and your care team adjust food, activity and medicine.</p>' } },
      { type: 'h2', info: { text: 'Target ranges' } },
      { type: 'html', info: { html: '<ul><li>Before meals: 80–130 mg/dL</li><li>Two hours after a meal: below 180 mg/dL</li></ul>' } },
      { type: 'youtube', info: { link: VIDEO, width: 560, height: 315 } },
      { type: 'h2', info: { text: 'When to call us' } },
      { type: 'html', info: { html: '<p>Call the clinic if your reading is <em>below 70</em> or <em>above 300</em> twice in a row.</p>' } },
    ],
  },
  {
    title: 'Eating well with diabetes', type: 'Article', category: 'Diabetes', assignmentType: 'By Tags', tags: ['diabetes'],
    textContent: 'The plate method: half vegetables, a quarter lean protein, a quarter whole grains.',
    blocks: [
      { type: 'h1', info: { text: 'Eating well with diabetes' } },
      { type: 'image', info: { link: 'https://upload.wikimedia.org/wikipedia/commons/6/6d/Good_Food_Display_-_NCI_Visuals_Online.jpg', name: 'A balanced plate', maxWidth: 560 } },
      { type: 'html', info: { html: '<p>The <strong>plate method</strong>: half vegetables, a quarter lean protein, a quarter whole grains.</p>' } },
    ],
  },
  {
    title: 'Welcome to Demo Clinic', type: 'Article', category: 'Getting started', assignmentType: 'All',
    textContent: 'How to reach your care team, book visits and use this portal.',
    blocks: [
      { type: 'h1', info: { text: 'Welcome to Demo Clinic' } },
      { type: 'html', info: { html: '<p>Message your care team any time from <strong>Communications</strong>, book visits under <strong>Appointment Booking</strong>, and find forms under <strong>Documents</strong>.</p>' } },
    ],
  },
  { title: 'Preparing for your first visit', type: 'Article', category: 'Getting started', assignmentType: 'All', textContent: 'Bring your medication list, insurance card and questions. Arrive 10 minutes early.', htmlContent: '<p>Bring your <strong>medication list</strong>, insurance card and questions. Arrive 10 minutes early.</p>' },
  { title: 'Sleep hygiene: 7 habits for better sleep', type: 'Article', category: 'Healthy living', assignmentType: 'All', textContent: 'Keep a regular schedule, limit screens before bed, keep the bedroom cool and dark, avoid late caffeine.' },
  { title: 'A 10-minute walking routine', type: 'Video', category: 'Healthy living', assignmentType: 'All', textContent: 'A gentle walking routine you can do every day.', blocks: [{ type: 'youtube', info: { link: VIDEO, width: 560, height: 315 } }] },
  { title: 'Understanding blood pressure readings', type: 'Article', category: 'Heart health', assignmentType: 'By Tags', tags: ['hypertension'], textContent: 'Systolic over diastolic: what the two numbers mean and what counts as high.' },
  { title: 'Managing stress', type: 'Video', category: 'Mental health', assignmentType: 'All', textContent: 'Breathing exercises and short breaks that lower stress.', blocks: [{ type: 'youtube', info: { link: VIDEO } }] },
  { title: 'Your personal care plan, explained', type: 'Article', assignmentType: 'Manual', textContent: 'What your care plan covers, and how your coordinator follows up with you.' },
  { title: 'Triage protocol: low blood sugar calls', type: 'Article', category: 'Protocols', assignmentType: 'All', forInternalUse: true, textContent: 'Staff only: questions to ask and when to send the patient to urgent care.' },
]

export async function seedContent(o: SeedContentOptions): Promise<void> {
  const call = async <T = Rec>(operation: string, payload: unknown, what: string, session: Session = o.admin) => {
    const reply = await o.request(`svc.content.${operation}`, payload, session)
    if (isErrorReply(reply)) throw new Error(`seeding the demo clinic failed (${what}): ${reply.message}`)
    return reply.body as T
  }
  const existing = await call<Rec[]>('managed_content_records.getSome', { filter: { title: SEEDED_CONTENT.firstArticle }, limit: 1 }, 'content')
  if (existing.length) return

  const { created } = await call<{ created: Rec[] }>('managed_content_records.createSome', { create: LIBRARY }, 'the library')
  await call('managed_content_records.update-indexes', { updates: created.map((r, index) => ({ id: r.id, index })) }, 'the library order')
  const jordanId = await o.patientId('jordan@demo.care')
  const manual = created.find((r) => r.assignmentType === 'Manual')
  if (jordanId && manual) await call('managed_content_record_assignments.createOne', { contentId: manual.id, enduserId: jordanId }, "Jordan's care plan article")

  const forum = await call('forums.createOne', { title: SEEDED_CONTENT.forum, description: 'Share tips and questions with other patients. Your care team reads along.', publicRead: true }, 'the forum')
  await call('forums.createOne', { title: 'Care team lounge', description: 'Staff only.', publicRead: false }, 'the staff forum')
  const jordan: Session | undefined = jordanId
    ? { type: 'enduser', id: jordanId, businessId: o.admin.businessId, organizationIds: o.admin.organizationIds.slice(0, 1), sessionId: randomUUID(), roles: [], isAdmin: false }
    : undefined
  const post = (title: string, textContent: string, session: Session = o.admin) =>
    call('forum_posts.createOne', { forumId: forum.id, title, textContent, htmlContent: `<p>${textContent}</p>` }, `post ${title}`, session)
  const comment = (postId: string, textContent: string, session: Session = o.admin, replyTo?: string) =>
    call('post_comments.createOne', { forumId: forum.id, postId, textContent, htmlContent: `<p>${textContent}</p>`, ...(replyTo ? { replyTo } : {}) }, 'a comment', session)

  const welcome = await post('Welcome to the community!', 'Introduce yourself and tell us what you would like to learn about this month. Please keep personal medical details private.')
  const walking = await post('Walking after dinner helped my readings', 'Since I started a 15-minute walk after dinner my evening numbers are about 20 points lower. Anyone else tried this?', jordan)
  await post('Recipe swap: low-sugar breakfasts', 'Share a breakfast you enjoy that keeps you full until lunch. Overnight oats with berries is my favourite.')
  const first = await comment(walking.id, 'Great tip, Jordan! Walking after meals is one of the best habits for blood sugar.')
  await comment(walking.id, 'Thanks! I will keep it up.', jordan, first.id)
  await comment(welcome.id, 'Hi everyone, I am Jordan. Looking forward to learning with you.', jordan)
  await call('post_likes.create', { forumId: forum.id, postId: walking.id }, 'a like')
  if (jordan) await call('post_likes.create', { forumId: forum.id, postId: welcome.id }, "Jordan's like", jordan)
  // Jordan likes the care team's answer: the portal shows a comment's like toggle pressed
  if (jordan) await call('comment_likes.createOne', { forumId: forum.id, postId: walking.id, commentId: first.id }, "Jordan's comment like", jordan)
}
