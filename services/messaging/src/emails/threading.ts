// Mail threading (RFC 5322 §3.6.4): each email this platform sends gets a Message-ID made from its
// own id, so the record knows it before the mail leaves; a reply carries In-Reply-To (the answered
// mail's Message-ID) and References (the thread's chain, oldest first). threadId is the thread's
// first email's id: every email of a thread shares it, the first names itself.
export interface ThreadParent {
  id: string
  messageId?: string | null
  threadId?: string | null
}

/** '<id@domain>' */
export const messageIdFor = (emailId: string, domain: string) => `<${emailId}@${domain}>`

/** the domain part of a From address ('Care <no-reply@care.localhost>' → 'care.localhost') */
export function mailDomainOf(from: string): string {
  const m = /@([^>\s]+)>?\s*$/.exec(from.trim())
  return m ? m[1].toLowerCase() : 'care.localhost'
}

export interface ThreadHeaders {
  threadId: string
  inReplyTo?: string
  references: string[]
}

/**
 * The thread an email joins: its own when it answers nothing; the answered email's thread otherwise,
 * with References = that email's chain plus its Message-ID (bounded to the last 20, as mail clients do).
 */
export function threadHeaders(emailId: string, parent: ThreadParent | undefined, parentChain: readonly string[] = []): ThreadHeaders {
  if (!parent) return { threadId: emailId, references: [] }
  const references = [...parentChain, ...(parent.messageId ? [parent.messageId] : [])].slice(-20)
  return {
    threadId: parent.threadId || parent.id,
    ...(parent.messageId ? { inReplyTo: parent.messageId } : {}),
    references,
  }
}
