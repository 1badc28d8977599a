import { act, cleanup, fireEvent, render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import { CommunicationsPage } from './communications-page.tsx'
import { DOCTOR, ENDED, fakeApi, FakeSocket, NURSE, PATIENT, type Seed } from './testing/fake-api.ts'

const ROOM = '1'.repeat(24)
const MIN = 60_000
const at = (ms: number) => new Date(ms).toISOString()

function setup(seed: Seed, url = '/communications', org?: Record<string, unknown>) {
  window.history.replaceState(null, '', url)
  const api = fakeApi(seed)
  const navigated: string[] = []
  const navigate = (to: string) => {
    navigated.push(to)
    window.history.pushState(null, '', to)
    window.dispatchEvent(new window.PopStateEvent('popstate'))
  }
  render(
    <CareProvider client={api.client}>
      <CommunicationsPage navigate={navigate} org={org as { name?: string } | undefined} />
    </CareProvider>,
  )
  return { ...api, navigated }
}

const sent = (v1: ReturnType<typeof fakeApi>['v1'], method: string, path: string) => v1.requests.filter((r) => r.method === method && r.path === path)
const room = (fields: Record<string, unknown>) => ({ type: 'external', enduserIds: [PATIENT], userIds: [NURSE], ...fields })

test("'Your Conversations': open rooms most recently updated first, each a link with its unread badge (at most 9, then '9+'); ended rooms apart", async () => {
  const { client, navigated } = setup({
    rooms: [
      room({ id: '2'.repeat(24), title: 'Billing question', updatedAt: at(Date.UTC(2030, 0, 1)), recentMessage: 'Your invoice is ready', infoForUser: { [PATIENT]: { unreadCount: 3 } } }),
      room({ id: ROOM, title: 'The Demo Clinic Team', updatedAt: at(Date.UTC(2030, 0, 3)), recentMessage: 'See you Tuesday', infoForUser: { [PATIENT]: { unreadCount: 12 }, [NURSE]: { unreadCount: 1 } } }),
      room({ id: '3'.repeat(24), title: 'Lab results', updatedAt: at(Date.UTC(2030, 0, 2)), infoForUser: { [NURSE]: { unreadCount: 4 } } }),
      room({ id: '4'.repeat(24), title: 'Old intake', updatedAt: at(Date.UTC(2030, 0, 4)), endedAt: at(Date.UTC(2030, 0, 4)) }),
    ],
  })
  await screen.findByRole('heading', { level: 1, name: 'Your Conversations' })
  const open = await screen.findByRole('list', { name: 'Your Conversations' })
  const links = within(open).getAllByRole('link')
  assert.deepEqual(links.map((a) => a.querySelector('.MuiListItemText-primary')?.textContent), ['The Demo Clinic Team', 'Lab results', 'Billing question'])
  assert.deepEqual(links.map((a) => a.querySelector('[data-testid=unread-badge] .MuiBadge-badge')?.textContent ?? null), ['9+', null, '3'])
  within(links[0]!).getByText('9+ unread')
  assert.equal(within(links[1]!).queryByText(/unread/), null)
  within(links[0]!).getByText('See you Tuesday')
  within(links[1]!).getByText('No messages yet')
  const ended = screen.getByRole('list', { name: 'Ended conversations' })
  assert.deepEqual(within(ended).getAllByRole('link').map((a) => a.querySelector('.MuiListItemText-primary')?.textContent), ['Old intake'])
  assert.equal(links[0]!.getAttribute('href'), `/communications/${ROOM}`)
  fireEvent.click(links[0]!)
  assert.deepEqual(navigated, [`/communications/${ROOM}`])
  await screen.findByRole('heading', { level: 1, name: 'The Demo Clinic Team' })
  client.close()
})

test("no rooms: 'Your conversations will appear here'; loading shows progress; a failed load offers 'Try again'; no messaging service says so", async () => {
  const a = setup({})
  await screen.findByText('Your conversations will appear here')
  assert.equal(screen.queryByRole('button', { name: 'Start Conversation' }), null)
  a.client.close()
  cleanup()

  window.history.replaceState(null, '', '/communications')
  const b = fakeApi({})
  b.v1.failNext((r) => r.path === '/v1/chat-rooms', 500, { message: 'boom' })
  const release = b.v1.hold()
  render(<CareProvider client={b.client}><CommunicationsPage navigate={() => {}} /></CareProvider>)
  screen.getByRole('progressbar')
  release()
  await screen.findByText('Your conversations could not be loaded')
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await screen.findByText('Your conversations will appear here')
  b.client.close()
  cleanup()

  window.history.replaceState(null, '', '/communications')
  const c = fakeApi({})
  c.v1.failNext((r) => r.path === '/v1/chat-rooms', 404, { message: 'Not found' })
  render(<CareProvider client={c.client}><CommunicationsPage navigate={() => {}} /></CareProvider>)
  await screen.findByText('Conversations are not available yet')
  c.client.close()
})

test('a room: date headers before the first message and after gaps of more than 10 minutes; own and care team bubbles with names; marked read on open', async () => {
  const t0 = Date.UTC(2030, 4, 6, 15, 0)
  const { v1, client } = setup({
    rooms: [room({ id: ROOM, title: 'The Demo Clinic Team', userIds: [NURSE, DOCTOR], infoForUser: { [PATIENT]: { unreadCount: 2 }, [NURSE]: { unreadCount: 0 } } })],
    chats: [
      { roomId: ROOM, senderId: NURSE, message: 'Hi Jordan, how are you feeling?', createdAt: at(t0) },
      { roomId: ROOM, senderId: PATIENT, message: 'Much better, thanks', createdAt: at(t0 + 10 * MIN) },
      { roomId: ROOM, senderId: DOCTOR, message: 'Great. Keep the same dose.', createdAt: at(t0 + 21 * MIN) },
      { roomId: '9'.repeat(24), senderId: NURSE, message: 'another room', createdAt: at(t0) },
    ],
  }, `/communications/${ROOM}`)
  await screen.findByRole('heading', { level: 1, name: 'The Demo Clinic Team' })
  const log = await screen.findByRole('log', { name: 'Messages' })
  await waitFor(() => assert.equal(within(log).getAllByRole('listitem').filter((li) => !li.hasAttribute('data-date-header')).length, 3))
  const items = within(log).getAllByRole('listitem')
  // header, nurse, patient (exactly 10 minutes later: no header), header (11 minutes later), doctor
  assert.deepEqual(items.map((li) => (li.hasAttribute('data-date-header') ? 'header' : li.getAttribute('data-own'))), ['header', 'false', 'true', 'header', 'false'])
  assert.equal(screen.queryByText('another room'), null)
  await waitFor(() => within(items[1]!).getByText(/^Nina Ortiz · /))
  within(items[2]!).getByText(/^You · /)
  await waitFor(() => within(items[4]!).getByText(/^Dr\. Lovelace · /))
  assert.match(items[0]!.textContent ?? '', /2030/)
  await waitFor(() => assert.equal(sent(v1, 'POST', '/v1/mark-chat-room-read').length, 1))
  assert.deepEqual(sent(v1, 'POST', '/v1/mark-chat-room-read')[0]!.body, { id: ROOM })
  await waitFor(() => assert.equal((client.collection('chat_rooms').get(ROOM)?.infoForUser as Record<string, { unreadCount: number }>)[PATIENT]!.unreadCount, 0))
  assert.equal(sent(v1, 'GET', '/v1/chat-room-display-info')[0]!.query.get('id'), ROOM)
  client.close()
})

test('sending: Enter sends the trimmed message, the box empties and the message shows; whitespace alone is no message; a refusal keeps the text', async () => {
  const { v1, client } = setup({ rooms: [room({ id: ROOM, title: 'Care team', infoForUser: {} })] }, `/communications/${ROOM}`)
  const box = await screen.findByRole('textbox', { name: 'Type a message' })
  await screen.findByText('Send a message to start the conversation')
  const send = screen.getByRole('button', { name: 'Send' })
  assert.equal((send as HTMLButtonElement).disabled, true)
  await userEvent.type(box, '   ')
  assert.equal((send as HTMLButtonElement).disabled, true)
  await userEvent.clear(box)
  await userEvent.type(box, '  Can I move my appointment?  {Enter}')
  await waitFor(() => assert.equal(sent(v1, 'POST', '/v1/chat').length, 1))
  assert.deepEqual(sent(v1, 'POST', '/v1/chat')[0]!.body, { roomId: ROOM, message: 'Can I move my appointment?' })
  await within(await screen.findByRole('log')).findByText('Can I move my appointment?')
  await waitFor(() => assert.equal((box as HTMLTextAreaElement).value, ''))
  // Shift+Enter is a new line, not a send
  await userEvent.type(box, 'line one{Shift>}{Enter}{/Shift}line two')
  assert.equal((box as HTMLTextAreaElement).value, 'line one\nline two')
  assert.equal(sent(v1, 'POST', '/v1/chat').length, 1)
  v1.failNext((r) => r.path === '/v1/chat', 400, { message: 'message is too long' })
  fireEvent.click(send)
  await screen.findByText('message is too long')
  assert.equal((box as HTMLTextAreaElement).value, 'line one\nline two')
  client.close()
})

test("an ended room: 'This conversation has been ended' and no send box; its messages still show", async () => {
  const { client } = setup({
    rooms: [room({ id: ROOM, title: 'Old intake', endedAt: at(Date.UTC(2030, 0, 1)) })],
    chats: [{ roomId: ROOM, senderId: NURSE, message: 'We are closing this chat', createdAt: at(Date.UTC(2029, 11, 31)) }],
  }, `/communications/${ROOM}`)
  await screen.findByText(ENDED)
  await screen.findByText('We are closing this chat')
  assert.equal(screen.queryByRole('textbox', { name: 'Type a message' }), null)
  assert.equal(screen.queryByRole('button', { name: 'Send' }), null)
  client.close()
})

test("a group chat asks for a display name and 'I Understand' first, saves it on the profile, then opens", async () => {
  const { v1, client } = setup({
    rooms: [room({ id: ROOM, title: 'Support group', type: 'Group Chat', enduserIds: [PATIENT, '5'.repeat(24)], infoForUser: { [PATIENT]: { unreadCount: 1 } } })],
    chats: [{ roomId: ROOM, senderId: NURSE, message: 'Welcome everyone', createdAt: at(Date.UTC(2030, 0, 1)) }],
  }, `/communications/${ROOM}`)
  await screen.findByRole('heading', { name: 'Choose a display name' })
  assert.equal(screen.queryByText('Welcome everyone'), null)
  assert.equal(sent(v1, 'POST', '/v1/mark-chat-room-read').length, 0, 'a room behind the gate is not marked read')
  const cont = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement
  assert.equal(cont.disabled, true)
  await userEvent.type(screen.getByRole('textbox', { name: /Display name/ }), 'JL')
  assert.equal(cont.disabled, true, 'the tick is required too')
  await userEvent.click(screen.getByRole('checkbox', { name: 'I Understand' }))
  assert.equal(cont.disabled, false)
  await userEvent.click(cont)
  await screen.findByText('Welcome everyone')
  assert.deepEqual(sent(v1, 'PATCH', `/v1/enduser/${PATIENT}`)[0]!.body, { updates: { displayName: 'JL' } })
  assert.equal(client.session.enduser?.displayName, 'JL')
  await waitFor(() => assert.equal(sent(v1, 'POST', '/v1/mark-chat-room-read').length, 1))
  client.close()
})

test('a group chat opens at once for a patient who has a display name', async () => {
  const { client } = setup({
    rooms: [room({ id: ROOM, title: 'Support group', type: 'Group Chat' })],
    chats: [{ roomId: ROOM, senderId: NURSE, message: 'Welcome everyone', createdAt: at(Date.UTC(2030, 0, 1)) }],
    enduser: { displayName: 'JL' },
  }, `/communications/${ROOM}`)
  await screen.findByText('Welcome everyone')
  assert.equal(screen.queryByText('Choose a display name'), null)
  client.close()
})

test("'Start Conversation' only when the organization allows it: subject 'The {name} Team' by default, subject and message required; the room and first message are created and the room opens", async () => {
  const { v1, client, navigated } = setup({}, '/communications', { name: 'Demo Clinic', portalSettings: { communication: { allowEnduserInitiatedChat: true } } })
  await userEvent.click(await screen.findByRole('button', { name: 'Start Conversation' }))
  const dialog = await screen.findByRole('dialog', { name: 'Start Conversation' })
  const subject = within(dialog).getByRole('textbox', { name: /Subject/ }) as HTMLInputElement
  assert.equal(subject.value, 'The Demo Clinic Team')
  const submit = within(dialog).getByRole('button', { name: 'Start Conversation' }) as HTMLButtonElement
  assert.equal(submit.disabled, true, 'a message is required')
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'I have a question about my refill')
  assert.equal(submit.disabled, false)
  await userEvent.clear(subject)
  await userEvent.tab()
  within(dialog).getByText('A subject is required')
  assert.equal(submit.disabled, true)
  await userEvent.type(subject, 'Refill')
  await userEvent.click(submit)
  await waitFor(() => assert.equal(navigated.length, 1))
  const created = sent(v1, 'POST', '/v1/chat-room')[0]!.body!
  assert.deepEqual(created, { title: 'Refill', type: 'external', enduserIds: [PATIENT], userIds: [NURSE] })
  const roomId = v1.records('chat_rooms')[0]!.id
  assert.deepEqual(sent(v1, 'POST', '/v1/chat')[0]!.body, { roomId, message: 'I have a question about my refill' })
  assert.deepEqual(navigated, [`/communications/${roomId}`])
  await screen.findByRole('heading', { level: 1, name: 'Refill' })
  await screen.findByText('I have a question about my refill')
  client.close()
})

test("'Start Conversation': the organization's own default subject; not offered when patient-initiated chat is off", async () => {
  const a = setup({}, '/communications', { name: 'Demo Clinic', portalSettings: { communication: { allowEnduserInitiatedChat: true, enduserInitiatedChatDefaultSubject: 'Ask a nurse' } } })
  await userEvent.click(await screen.findByRole('button', { name: 'Start Conversation' }))
  assert.equal((within(await screen.findByRole('dialog')).getByRole('textbox', { name: /Subject/ }) as HTMLInputElement).value, 'Ask a nurse')
  a.client.close()
  cleanup()
  const b = setup({}, '/communications', { name: 'Demo Clinic', portalSettings: { communication: { allowEnduserInitiatedChat: false } } })
  await screen.findByText('Your conversations will appear here')
  assert.equal(screen.queryByRole('button', { name: 'Start Conversation' }), null)
  b.client.close()
})

test("live: 'Read' shows once the care team reads the patient's message, their message appears, the room is marked read again", async () => {
  const t0 = Date.UTC(2030, 4, 6, 15, 0)
  const { v1, client } = setup({
    rooms: [room({ id: ROOM, title: 'Care team', infoForUser: { [PATIENT]: { unreadCount: 0 }, [NURSE]: { unreadCount: 1 } } })],
    chats: [{ id: '6'.repeat(24), roomId: ROOM, senderId: PATIENT, message: 'Is the lab open Saturday?', createdAt: at(t0) }],
  }, `/communications/${ROOM}`)
  await screen.findByText('Is the lab open Saturday?')
  await waitFor(() => assert.equal(client.live.state, 'authenticated', 'the live connection is not authenticated'))
  assert.equal(sent(v1, 'POST', '/v1/mark-chat-room-read').length, 0, 'nothing unread: not marked')
  assert.equal(screen.queryByText('Read'), null)
  // the nurse marks the room read: their unread count goes to 0 (on the server, then live)
  v1.records('chat_rooms')[0]!.infoForUser = { [PATIENT]: { unreadCount: 0 }, [NURSE]: { unreadCount: 0 } }
  act(() => FakeSocket.last!.push('updated-chat_rooms', [{ id: ROOM, infoForUser: { [PATIENT]: { unreadCount: 0 }, [NURSE]: { unreadCount: 0 } } }]))
  await screen.findByText('Read')
  v1.records('chat_rooms')[0]!.infoForUser = { [PATIENT]: { unreadCount: 1 }, [NURSE]: { unreadCount: 0 } }
  act(() => {
    FakeSocket.last!.push('created-chats', [{ id: '7'.repeat(24), roomId: ROOM, senderId: NURSE, message: 'Yes, 8 to noon', createdAt: at(t0 + 2 * MIN) }])
    FakeSocket.last!.push('updated-chat_rooms', [{ id: ROOM, infoForUser: { [PATIENT]: { unreadCount: 1 }, [NURSE]: { unreadCount: 0 } } }])
  })
  await screen.findByText('Yes, 8 to noon')
  screen.getByText('Read')
  await waitFor(() => assert.equal(sent(v1, 'POST', '/v1/mark-chat-room-read').length, 1))
  client.close()
})

test('a room the patient cannot read says so', async () => {
  const { client } = setup({ rooms: [] }, `/communications/${'8'.repeat(24)}`)
  await screen.findByText('This conversation is not available')
  assert.equal(screen.getByRole('link', { name: 'Back to Your Conversations' }).getAttribute('href'), '/communications')
  client.close()
})

test('attachments: a chosen file is uploaded through the files calls and sent with the message; the care team’s attachment downloads', async () => {
  const { v1, client } = setup({
    rooms: [room({ id: ROOM, title: 'Care team' })],
    chats: [{ roomId: ROOM, senderId: NURSE, message: 'Here is your summary', createdAt: at(Date.UTC(2030, 0, 1)), attachments: [{ type: 'file', name: 'Summary.pdf', secureName: 'secure-summary' }] }],
  }, `/communications/${ROOM}`)
  v1.add('files', { name: 'Summary.pdf', secureName: 'secure-summary' })
  const posted: { url: string; body: FormData }[] = []
  const realFetch = globalThis.fetch
  globalThis.fetch = (async (url: string, init: { body: FormData }) => {
    posted.push({ url, body: init.body })
    return new Response(null, { status: 204 })
  }) as never
  try {
    await screen.findByText('Here is your summary')
    const picker = document.querySelector('input[type=file]') as HTMLInputElement
    const file = new File(['%PNG'], 'rash.png', { type: 'image/png' })
    fireEvent.change(picker, { target: { files: [file] } })
    await screen.findByText('rash.png')
    await userEvent.type(screen.getByRole('textbox', { name: 'Type a message' }), 'Photo of the rash')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => assert.equal(sent(v1, 'POST', '/v1/chat').length, 1))
    const prepared = sent(v1, 'POST', '/v1/prepare-file-upload')[0]!.body!
    assert.deepEqual(prepared, { name: 'rash.png', size: 4, type: 'image/png', enduserId: PATIENT })
    assert.equal(posted.length, 1)
    assert.match(posted[0]!.url, /\/v1\/file-upload\//)
    assert.equal((posted[0]!.body.get('file') as File).name, 'rash.png')
    const stored = v1.records('files').find((f) => f.name === 'rash.png')!
    assert.ok(stored.confirmedAt, 'the upload was not confirmed')
    assert.deepEqual(sent(v1, 'POST', '/v1/chat')[0]!.body, { roomId: ROOM, message: 'Photo of the rash', attachments: [{ type: 'image', secureName: stored.secureName, name: 'rash.png', fileId: stored.id }] })
    await screen.findByRole('button', { name: 'Download rash.png' })
    await waitFor(() => assert.equal(document.querySelector('.MuiChip-root'), null, 'the sent file is still waiting in the send box'))
  } finally {
    globalThis.fetch = realFetch
  }
  // the care team's attachment: a download link of its secure name
  await userEvent.click(screen.getByRole('button', { name: 'Download Summary.pdf' }))
  await waitFor(() => assert.equal(sent(v1, 'GET', '/v1/file-download-URL')[0]?.query.get('secureName'), 'secure-summary'))
  client.close()
})

test('a refused upload says why and sends nothing', async () => {
  const { v1, client } = setup({ rooms: [room({ id: ROOM, title: 'Care team' })] }, `/communications/${ROOM}`)
  const realFetch = globalThis.fetch
  globalThis.fetch = (async () => new Response('', { status: 413 })) as never
  try {
    await screen.findByRole('textbox', { name: 'Type a message' })
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [new File(['x'], 'scan.pdf', { type: 'application/pdf' })] } })
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    await screen.findByText('The upload was too large for the server to accept')
    assert.equal(sent(v1, 'POST', '/v1/chat').length, 0)
    // the file is still there to try again, or to take off with Delete on its chip
    const chip = screen.getByRole('button', { name: 'scan.pdf' })
    fireEvent.keyUp(chip, { key: 'Delete' })
    await waitFor(() => assert.equal(screen.queryByText('scan.pdf'), null, 'Delete did not take the file off'))
  } finally {
    globalThis.fetch = realFetch
  }
  client.close()
})
