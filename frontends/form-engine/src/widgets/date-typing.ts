// How a typed date becomes MM-DD-YYYY (spec 3 §2: dashes after 2 and 5 digits, a slash becomes a
// dash). People type the separators the placeholder shows, or slashes, or dots, or none, or paste
// a whole date: each separator closes the part being typed (a single digit gets its leading 0), a
// separator right after one we inserted is dropped, and digits past a full part go to the next.

const SEPARATOR = /[-/. ]/

/** The typed text as MM-DD-YYYY so far; `previous` is the value before this keystroke. */
export function autoDashDate(typed: string, previous: string): string {
  // Deleting: leave the text as it is, so a backspace over a dash does not bring it back.
  if (typed.length < previous.length) return typed.replace(/\//g, '-')
  const parts = ['', '', '']
  let part = 0
  for (const ch of typed) {
    if (/\d/.test(ch)) {
      if (part < 2 && parts[part].length === 2) part++
      if (parts[part].length < (part === 2 ? 4 : 2)) parts[part] += ch
    } else if (SEPARATOR.test(ch) && part < 2 && parts[part].length > 0) {
      parts[part] = parts[part].padStart(2, '0')
      part++
    }
  }
  // A part just completed gets its dash now, so the next digit starts the next part.
  if (part < 2 && parts[part].length === 2 && typed.length > previous.length) part++
  return parts.slice(0, part + 1).join('-')
}
