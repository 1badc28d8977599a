// The HTML page of a shell (and of a remote running alone): one root element, a noscript note.
const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string)

export function htmlPage(title: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escape(title)}</title>
  </head>
  <body>
    <noscript>This application needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>
`
}
