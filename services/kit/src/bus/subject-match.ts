// NATS subject matching for the in-process bus: tokens split on '.', `*` matches exactly one
// token, `>` (last token only) matches one or more remaining tokens. Patterns are compiled once
// at subscribe time because matching runs on every request and publish.

export type SubjectMatcher = (subject: string) => boolean

export function subjectMatcher(pattern: string): SubjectMatcher {
  const tokens = pattern.split('.')
  if (tokens.some((t) => t === '')) throw new Error(`invalid subject pattern "${pattern}"`)
  const tail = tokens.indexOf('>')
  if (tail !== -1 && tail !== tokens.length - 1) throw new Error(`'>' must be the last token in "${pattern}"`)
  if (!tokens.includes('*') && tail === -1) return (subject) => subject === pattern

  const fixed = tail === -1 ? tokens : tokens.slice(0, -1)
  return (subject) => {
    const parts = subject.split('.')
    if (tail === -1 ? parts.length !== fixed.length : parts.length <= fixed.length) return false
    for (let i = 0; i < fixed.length; i++) {
      if (fixed[i] !== '*' && fixed[i] !== parts[i]) return false
    }
    return true
  }
}
