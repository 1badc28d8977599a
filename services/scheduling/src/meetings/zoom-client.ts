// Zoom, where a business's platform is configured for it (issue #20: "a Zoom adapter only where
// configured"): a Server-to-Server OAuth app of one Zoom account — ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID,
// ZOOM_CLIENT_SECRET — makes scheduled meetings hosted by the staff member's Zoom user (their email).
// ZOOM_OAUTH_URL and ZOOM_API_URL name other hosts (a test double); Zoom's own otherwise. Without
// the three settings there is no client and generate-zoom-meeting answers 'Zoom is not configured'.
// The access token is kept until a minute before it expires.

export interface ZoomMeeting {
  id: string
  joinUrl: string
  startUrl: string
}

export interface ZoomClient {
  /** a scheduled meeting hosted by the Zoom user `hostEmail` */
  createMeeting(hostEmail: string, o: { topic: string; startTimeInMS: number; durationInMinutes: number }): Promise<ZoomMeeting>
}

/** Zoom refused or could not be reached: the caller answers 502 with this text */
export class ZoomError extends Error {}

export interface ZoomSettings {
  accountId: string
  clientId: string
  clientSecret: string
  oauthUrl: string
  apiUrl: string
}

export function zoomSettingsFromEnv(env: NodeJS.ProcessEnv): ZoomSettings | undefined {
  const accountId = env.ZOOM_ACCOUNT_ID?.trim()
  const clientId = env.ZOOM_CLIENT_ID?.trim()
  const clientSecret = env.ZOOM_CLIENT_SECRET?.trim()
  if (!accountId || !clientId || !clientSecret) return undefined
  return {
    accountId, clientId, clientSecret,
    oauthUrl: env.ZOOM_OAUTH_URL?.trim() || 'https://zoom.us/oauth/token',
    apiUrl: (env.ZOOM_API_URL?.trim() || 'https://api.zoom.us/v2').replace(/\/+$/, ''),
  }
}

const TIMEOUT_MS = 10_000
const EARLY_MS = 60_000

async function jsonOf(res: Response, what: string): Promise<Record<string, unknown>> {
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>
  if (!res.ok) throw new ZoomError(`Zoom refused ${what}: ${typeof body.message === 'string' ? body.message : typeof body.reason === 'string' ? body.reason : `HTTP ${res.status}`}`)
  return body
}

export function createZoomClient(s: ZoomSettings, now: () => number = Date.now): ZoomClient {
  let token: { value: string; until: number } | undefined
  const call = async (what: string, url: string, init: RequestInit) => {
    try {
      return await jsonOf(await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) }), what)
    } catch (e) {
      if (e instanceof ZoomError) throw e
      throw new ZoomError(`Zoom could not be reached (${what}): ${e instanceof Error ? e.message : String(e)}`)
    }
  }
  const accessToken = async () => {
    if (token && token.until > now()) return token.value
    const url = `${s.oauthUrl}?${new URLSearchParams({ grant_type: 'account_credentials', account_id: s.accountId })}`
    const body = await call('the access token', url, {
      method: 'POST', headers: { authorization: `Basic ${Buffer.from(`${s.clientId}:${s.clientSecret}`).toString('base64')}` },
    })
    if (typeof body.access_token !== 'string') throw new ZoomError('Zoom refused the access token: no token in its answer')
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in * 1000 : 3_600_000
    token = { value: body.access_token, until: now() + lifetime - EARLY_MS }
    return token.value
  }
  return {
    async createMeeting(hostEmail, o) {
      const body = await call('the meeting', `${s.apiUrl}/users/${encodeURIComponent(hostEmail)}/meetings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          topic: o.topic.slice(0, 200), type: 2, start_time: new Date(o.startTimeInMS).toISOString(), duration: Math.max(1, Math.round(o.durationInMinutes)),
          settings: { join_before_host: false, waiting_room: true },
        }),
      })
      if (typeof body.join_url !== 'string' || typeof body.start_url !== 'string') throw new ZoomError('Zoom refused the meeting: no join link in its answer')
      return { id: String(body.id), joinUrl: body.join_url, startUrl: body.start_url }
    },
  }
}
