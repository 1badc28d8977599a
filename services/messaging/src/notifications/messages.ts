// The texts of staff notifications (the spec names the events, not their words: one place to change them).
const preview = (s: string, max = 200) => (s.length > max ? `${s.slice(0, max - 1)}…` : s)

export const NotificationTexts = {
  newChat: (message: string) => `New chat message: ${preview(message)}`,
  ticketAssigned: (title: string) => `A ticket was assigned to you: ${preview(title)}`,
  formSubmitted: (title: string) => `A form was submitted: ${preview(title || 'Form')}`,
} as const
