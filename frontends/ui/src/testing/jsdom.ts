// A browser-like global scope for component tests under node:test. Import it before anything that
// touches React DOM: react-dom decides at import time whether a DOM exists.
import { JSDOM } from 'jsdom'

const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
})
const view = dom.window

// Node's own globals (fetch, URL, timers, Event…) stay; only what Node lacks comes from the window.
for (const key of Object.getOwnPropertyNames(view)) {
  if (key in globalThis) continue
  Object.defineProperty(globalThis, key, { configurable: true, get: (): unknown => Reflect.get(view, key) })
}
Object.defineProperty(globalThis, 'window', { configurable: true, value: dom.window })
Object.defineProperty(globalThis, 'document', { configurable: true, value: dom.window.document })
Object.defineProperty(globalThis, 'navigator', { configurable: true, value: dom.window.navigator })
;(globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true

export const testWindow = dom.window
