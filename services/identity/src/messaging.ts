// Identity's system emails and SMS go through messaging over the bus (the kit's sender).
export { sendSystemEmail, sendSystemSms } from '@care/kit/messaging/system-messages'
