// Random secrets handed out once (API keys, sign-in links, reset tokens) and the hash we keep of
// them. They carry 256 bits of entropy, so a fast SHA-256 is enough: nothing to brute-force.
import { createHash, randomBytes } from 'node:crypto'

export const newSecret = (bytes = 32) => randomBytes(bytes).toString('base64url')
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex')
