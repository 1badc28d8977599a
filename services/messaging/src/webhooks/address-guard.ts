// SSRF guard: a delivery may reach only public (unicast) addresses unless the deployment allows
// private ones (WEBHOOKS_ALLOW_PRIVATE). Every address a host name resolves to is checked, and the
// connection is made to the very addresses checked (the lookup below is the socket's own), so a
// name that resolves differently a moment later (DNS rebinding) cannot slip through. Redirects are
// never followed (send.ts).
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import type { LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'

export const PRIVATE_ADDRESS_MESSAGE = 'url must not resolve to a private or loopback address'

export class RefusedAddressError extends Error {
  readonly code = 'EWEBHOOKREFUSED'
}

/** true for a public unicast address; loopback, private, link-local, CGNAT, multicast, reserved … are not */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  const parsed = ipaddr.process(address) // IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged as IPv4
  return parsed.range() === 'unicast'
}

/** the URL's host when it is an IP literal (brackets of IPv6 removed), else undefined */
export function literalAddress(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname
  return ipaddr.isValid(bare) ? bare : undefined
}

/** What can be told of a URL without resolving it: refused when its host is a private IP literal or localhost. */
export function obviouslyPrivate(url: string): boolean {
  let host: string
  try {
    host = new URL(url).hostname.toLowerCase()
  } catch {
    return false
  }
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  const literal = literalAddress(host)
  return literal !== undefined && !isPublicAddress(literal)
}

/** The socket's lookup: resolves every address, refuses the host when any of them is not public. */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0)
    const refused = addresses.find((a) => !isPublicAddress(a.address))
    if (refused || !addresses.length) {
      return callback(new RefusedAddressError(`${PRIVATE_ADDRESS_MESSAGE} (${hostname} → ${refused?.address ?? 'nothing'})`), '', 0)
    }
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses)
    callback(null, addresses[0]!.address, addresses[0]!.family)
  })
}
