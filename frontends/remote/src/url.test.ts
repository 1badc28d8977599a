import { test } from 'node:test'
import assert from 'node:assert/strict'
import { inAppLink, isPlainClick, type LinkClick } from './url.ts'

const click = (o: Partial<LinkClick> = {}) => {
  const e = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, prevented: false, preventDefault() { e.prevented = true }, ...o }
  return e
}

test('a plain primary click stays in the page; a modified or middle click is the browser’s', () => {
  assert.equal(isPlainClick(click()), true)
  for (const o of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) assert.equal(isPlainClick(click(o)), false, JSON.stringify(o))
})

test('inAppLink: the href for the browser, `open` on a plain click only', () => {
  const opened: string[] = []
  const link = inAppLink('/console/forms/f1', () => opened.push('f1'))
  assert.equal(link.href, '/console/forms/f1')
  const plain = click()
  link.onClick(plain)
  assert.deepEqual(opened, ['f1'])
  assert.equal(plain.prevented, true)
  const newTab = click({ ctrlKey: true })
  link.onClick(newTab)
  assert.deepEqual(opened, ['f1'])
  assert.equal(newTab.prevented, false)
})
