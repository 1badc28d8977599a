// Keyboard focus for component tests. jsdom never matches ':focus-visible', which MUI's buttons ask
// on focus to decide whether to show their focus cue; a browser matches it when the focus came
// from the keyboard. `tabTo` focuses as a Tab does, with ':focus-visible' answered as a browser would.
import { after, before } from 'node:test'
import { act, fireEvent } from '@testing-library/react'

let keyboard = false

/** Call once at the top of a test file that uses `tabTo`. */
export function useKeyboardFocus() {
  const matches = Element.prototype.matches
  before(() => {
    Element.prototype.matches = function (this: Element, selector: string) {
      if (selector === ':focus-visible') return keyboard && this === document.activeElement
      return matches.call(this, selector)
    }
  })
  after(() => {
    Element.prototype.matches = matches
  })
}

/** Moves the focus to `el` as the Tab key does. */
export function tabTo(el: HTMLElement) {
  keyboard = true
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab' })
  act(() => el.focus())
}
