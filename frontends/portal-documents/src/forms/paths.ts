// /documents/forms/{accessCode} (spec 2 §2.1): the form fill page's path, without loading it.

export const FORMS_PATH = /^\/documents\/forms(\/|$)/

/** The access code of a /documents/forms/{accessCode} path, if any. */
export function accessCodeOf(pathname: string): string | undefined {
  const m = /^\/documents\/forms\/([^/]+)\/?$/.exec(pathname)
  if (!m) return undefined
  try {
    return decodeURIComponent(m[1]!)
  } catch {
    return undefined
  }
}
