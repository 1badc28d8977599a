// The hosts iframes may show besides YouTube (the organization's own sites): CONTENT_IFRAME_HOSTS,
// comma-separated, read once per start.
export const iframeHostsFromEnv = (env: NodeJS.ProcessEnv): string[] =>
  (env.CONTENT_IFRAME_HOSTS ?? '').split(',').map((h) => h.trim()).filter(Boolean)
