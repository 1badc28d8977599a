// The development mailbox page's script, a file of its own because the gateway's
// Content-Security-Policy (script-src 'self') refuses inline scripts.
/* global document, location -- a browser page */
// Everything from a message is inserted as text or into a sandboxed frame: mail is untrusted input.
const $ = (id) => document.getElementById(id)
const el = (tag, text, cls) => { const e = document.createElement(tag); if (text !== undefined) e.textContent = text; if (cls) e.className = cls; return e }
const webLink = (url) => /^https?:\/\//i.test(url)

function linkList(links) {
  const ul = el('ul', undefined, 'links')
  for (const url of links.filter(webLink)) {
    const li = el('li'); const a = el('a', url); a.href = url; a.target = '_blank'; a.rel = 'noopener noreferrer'
    li.append(a); ul.append(li)
  }
  return ul
}

function renderMail(list) {
  const box = $('mail'); box.replaceChildren()
  if (!list.length) return box.append(el('p', 'No mail yet.', 'empty'))
  for (const m of list) {
    const art = el('article')
    art.append(el('strong', m.subject || '(no subject)'))
    art.append(el('div', `to ${m.to.join(', ')} · from ${m.from} · ${new Date(m.receivedAt).toLocaleString()}`, 'meta'))
    if (m.links.length) art.append(linkList(m.links))
    art.append(el('pre', m.text))
    if (m.html) { const f = document.createElement('iframe'); f.setAttribute('sandbox', ''); f.srcdoc = m.html; f.title = 'HTML part'; art.append(f) }
    box.append(art)
  }
}

function renderSms(list) {
  const box = $('sms'); box.replaceChildren()
  if (!list.length) return box.append(el('p', 'No SMS in the outbox.', 'empty'))
  for (const s of list) {
    const art = el('article')
    art.append(el('div', `to ${s.to} · ${new Date(s.createdAt).toLocaleString()}`, 'meta'))
    art.append(el('pre', s.message))
    if (s.links.length) art.append(linkList(s.links))
    box.append(art)
  }
}

async function load(path, render, box) {
  const to = $('to').value.trim()
  try {
    const res = await fetch(`/v1/dev/${path}${to ? `?to=${encodeURIComponent(to)}` : ''}`)
    if (res.status === 404) throw new Error('The development mailbox is off (DEV_MAILBOX=0 or a production deployment).')
    if (!res.ok) throw new Error(`The mailbox answered ${res.status}.`)
    render(await res.json())
  } catch (e) {
    $(box).replaceChildren(el('p', e.message, 'error'))
  }
}
const refresh = () => Promise.all([load('mailbox', renderMail, 'mail'), load('sms-outbox', renderSms, 'sms')])
$('filter').addEventListener('submit', (e) => { e.preventDefault(); refresh() })
$('refresh').addEventListener('click', refresh)
$('to').value = new URLSearchParams(location.search).get('to') ?? ''
refresh()
setInterval(refresh, 5000)
