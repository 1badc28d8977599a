// The texts of staff notifications (the spec names the events, not their words: one place to change them).
const preview = (s: string, max = 200) => (s.length > max ? `${s.slice(0, max - 1)}…` : s)

const EMAIL_SUBJECTS: Record<string, string> = {
  newChat: 'New chat message',
  newTicket: 'A ticket was assigned to you',
  newFormResponse: 'A form was submitted',
}

export const NotificationTexts = {
  newChat: (message: string) => `New chat message: ${preview(message)}`,
  ticketAssigned: (title: string) => `A ticket was assigned to you: ${preview(title)}`,
  formSubmitted: (title: string) => `A form was submitted: ${preview(title || 'Form')}`,
  /** the subject of a notification's email, by its type (USER_NOTIFICATION_TYPES) */
  emailSubject: (type: string) => EMAIL_SUBJECTS[type] ?? 'New notification',
  emailBody: (fname: string | undefined, message: string) =>
    `${fname ? `Hi ${fname},` : 'Hello,'}\n\n${message}\n\nOpen the console to see it. You receive this email because your notification preferences ask for it.`,
} as const
