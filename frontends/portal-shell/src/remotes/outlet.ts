// Where remotes are mounted: one host element the layout attaches into its content area, with a
// container per remote inside it. The host exists from the start (detached until the layout
// mounts), so single-spa can always mount, whatever React has rendered yet.
let host: HTMLElement | undefined

export function outletHost(): HTMLElement {
  if (!host) {
    host = document.createElement('div')
    host.id = 'portal-outlet'
  }
  return host
}

/** The container of `remote` inside the host (created on first use). */
export function outletFor(remote: string): HTMLElement {
  const h = outletHost()
  const id = `remote-${remote}`
  let el = h.querySelector<HTMLElement>(`#${id}`)
  if (!el) {
    el = document.createElement('div')
    el.id = id
    h.appendChild(el)
  }
  return el
}

/** React ref callback of the layout's content area: moves the host into it. */
export function attachOutlet(el: HTMLElement | null) {
  if (el && outletHost().parentElement !== el) el.appendChild(outletHost())
}
