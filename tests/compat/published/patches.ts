// The only textual changes made to the published suite when it is loaded (never copied into this
// repo): its ids, API keys and host name our accounts instead of the vendor's, and its own runner is
// replaced by ours. Each patch must match exactly `count` times, so a new version of the suite that
// moved or changed what is patched fails loudly instead of running half-patched.

/** What the patches put in place of the vendor's values: made by accounts.ts through our API. */
export interface PatchContext {
  host: string
  businessId: string
  /** the Admin of business A (TEST_EMAIL) */
  userId: string
  /** sub-organization S1 (SUB_EMAIL's) */
  subOrganizationId: string
  /** an API key of business B's Admin (TEST_EMAIL_2) */
  otherBusinessApiKey: string
  /** an API key of the MFA user (MFA_EMAIL), and that user's id */
  mfaUserApiKey: string
  mfaUserId: string
  /** an API key of business A's Admin */
  apiKey: string
}

export interface Patch {
  name: string
  find: string
  count: number
  replace: (c: PatchContext) => string
  reason: string
}

const quote = (s: string) => `'${s}'`

export const PATCHES: Patch[] = [
  {
    name: 'business id',
    find: "'60398b1131a295e64f084ff6'",
    count: 1,
    replace: (c) => quote(c.businessId),
    reason: "the vendor's test business; patients (EnduserSession) sign in to business A",
  },
  {
    name: 'user id',
    find: "'60398b0231a295e64f084fd9'",
    count: 1,
    replace: (c) => quote(c.userId),
    reason: "the vendor's test Admin; ours is business A's Admin (TEST_EMAIL)",
  },
  {
    name: 'sub-organization id',
    find: '"636d3c230067fc6b4c92c59c"',
    count: 1,
    replace: (c) => quote(c.subOrganizationId),
    reason: "the vendor's sub-organization of the test business; ours is S1, SUB_EMAIL's",
  },
  {
    name: 'other business API key',
    find: 'ba745e25162bb95a795c5fa1af70df188d93c4d3aac9c48b34a5c8c9dd7b80f7',
    count: 1,
    replace: (c) => c.otherBusinessApiKey,
    reason: "sdkOther: an API key of the vendor's second business; ours belongs to business B's Admin",
  },
  {
    name: 'MFA user API key',
    find: '9d4f9dff00f60df2690a16da2cb848f289b447614ad9bef850e54af09a1fbf7a',
    count: 2,
    replace: (c) => c.mfaUserApiKey,
    reason: "sdkMfaApiKey and the formsort webhook path: an API key of the vendor's MFA user; ours is the MFA_EMAIL user's",
  },
  {
    name: 'MFA user id',
    find: "'6525a43e1e75f0350d62afc4'",
    count: 1,
    replace: (c) => quote(c.mfaUserId),
    reason: 'sdkMfaApiKeyUserId: the owner of the key above',
  },
  {
    name: 'local test API key',
    find: "'3n5q0SCBT_iUvZz-b9BJtX7o7HQUVJ9v132PgHJNJsg.'",
    count: 1,
    replace: (c) => quote(c.apiKey),
    reason: "a key of the vendor's local database; ours is an API key of business A's Admin",
  },
  {
    name: 'host',
    find: 'http://localhost:8080',
    count: 3,
    replace: (c) => c.host,
    reason: 'the default host and two URLs written out in full (the PDF download, the email-image endpoint) name the vendor\'s local port; ours is the test platform\'s',
  },
]

/** The suite's own runner (the file's last statement) is not evaluated: the harness runs each function itself. */
export const RUNNER_START = '\n(function () { return __awaiter(void 0, void 0, void 0, function () {'

export const RUNNER_REASON = "the file ends in its own runner (every function in one sequence, process.exit on the first failed check); it is cut at load, and one line appended exposes the suite's functions and sessions to our runner"

export function applyPatches(source: string, c: PatchContext): string {
  let out = source
  for (const p of PATCHES) {
    const count = out.split(p.find).length - 1
    if (count !== p.count) throw new Error(`published suite patch '${p.name}': expected ${p.count} occurrence(s) of ${p.find}, found ${count}`)
    out = out.split(p.find).join(p.replace(c))
  }
  return out
}
