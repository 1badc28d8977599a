// Password hashing with argon2id at OWASP's recommended parameters (m=19 MiB, t=2, p=1).
import { hash, verify } from '@node-rs/argon2'

// algorithm 2 = Argon2id (the package's const enum cannot be imported under isolatedModules)
const PARAMS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

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
