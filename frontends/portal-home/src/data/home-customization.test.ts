import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { blockText, homeCustomization } from './home-customization.ts'

describe('home customization', () => {
  test('finds the Home page among the customizations', () => {
    const records = [{ id: '1', page: 'Documents' }, { id: '2', page: 'Home', blocks: [{ type: 'text' as const }] }]
    assert.equal(homeCustomization(records)?.id, '2')
    assert.equal(homeCustomization([{ id: '1', page: 'Documents' }]), undefined)
  })

  test('text blocks show their text, or the text of their html', () => {
    const strip = (html: string) => html.replace(/<[^>]+>/g, '')
    assert.equal(blockText({ type: 'text', info: { text: 'Hello' } }, strip), 'Hello')
    assert.equal(blockText({ type: 'text', info: { html: '<b>Hi</b> there' } }, strip), 'Hi there')
    assert.equal(blockText({ type: 'text' }, strip), '')
  })
})
