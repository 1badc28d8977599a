// Password hashing with argon2id at OWASP's recommended parameters (m=19 MiB, t=2, p=1).
import { hash, verify, Algorithm } from '@node-rs/argon2'

const PARAMS = { algorithm: Algorithm.Argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string) => hash(password, PARAMS)

export async function verifyPassword(hashed: string | null | undefined, password: string): Promise<boolean> {
  if (!hashed) return false
  try {
    return await verify(hashed, password)
  } catch {
    return false
  }
}

// Verifying against a real hash when the account is unknown keeps "no such user" and "wrong
// password" indistinguishable by timing.
let decoy: Promise<string> | undefined
export async function burnPasswordCheck(password: string): Promise<false> {
  decoy ??= hashPassword('decoy-password-for-timing')
  await verifyPassword(await decoy, password)
  return false
}
