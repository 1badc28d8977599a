import { test } from 'node:test'
import assert from 'node:assert/strict'
import { fill, renderMessage } from './render.ts'

const values = {
  enduser: { fname: 'Jordan', lname: 'Lee', fields: { Insurance: 'Acme' }, hashedPassword: 'x', tags: ['a', 'b'] },
  user: { fname: 'Sam' },
  organization: { name: 'Sunrise Clinic' },
}

test('variables of the patient, the sender and the organization are filled', () => {
  assert.equal(fill('Hi {{enduser.fname}}, {{user.fname}} from {{organization.name}}', values), 'Hi Jordan, Sam from Sunrise Clinic')
  assert.equal(fill('{{ enduser.fields.Insurance }}', values), 'Acme')
  assert.equal(fill('{{enduser.tags}}', values), 'a, b')
})

test('an empty or unknown field becomes empty; secrets are never filled; other braces stay', () => {
  assert.equal(fill('[{{enduser.mname}}]', values), '[]')
  assert.equal(fill('[{{enduser.hashedPassword}}]', values), '[]')
  assert.equal(fill('[{{enduser.constructor}}]', values), '[]')
  assert.equal(fill('{{journey.name}} {{x}}', values), '{{journey.name}} {{x}}')
})

test('HTML: values are escaped and the template sanitized', () => {
  const hostile = { ...values, enduser: { fname: '<img src=x onerror=alert(1)>' } }
  const r = renderMessage({ message: 'Hi {{enduser.fname}}', html: '<p onclick="x()">Hi <b>{{enduser.fname}}</b></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>', subject: 'For {{enduser.fname}}' }, hostile)
  assert.equal(r.plaintext, 'Hi <img src=x onerror=alert(1)>')
  assert.ok(!/<img|onclick=|<script|javascript:/i.test(r.html), r.html)
  assert.match(r.html, /<b>&lt;img src=x onerror=alert\(1\)&gt;<\/b>/)
  assert.equal(r.subject, 'For <img src=x onerror=alert(1)>')
})

test('without HTML, the text becomes escaped HTML with its line breaks', () => {
  assert.equal(renderMessage({ message: 'a < b\n{{user.fname}}' }, values).html, 'a &lt; b<br />Sam')
})

test('a variable inside a tag (an attribute) is dropped, never filled', () => {
  const r = renderMessage({ message: 'x', html: '<a href="{{enduser.site}}" title="{{enduser.fname}}">{{enduser.fname}}</a>' }, { enduser: { site: 'javascript:alert(1)', fname: 'Jo' } })
  assert.ok(!r.html.includes('javascript'), r.html)
  assert.ok(r.html.endsWith('>Jo</a>'), r.html)
})
