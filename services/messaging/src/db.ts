// Messaging's Prisma client type, shared by its calls, the SMTP sink and the SMS outbox.
import { PrismaClient } from './generated/prisma/client.ts'

export { PrismaClient }
export type MessagingDb = PrismaClient
