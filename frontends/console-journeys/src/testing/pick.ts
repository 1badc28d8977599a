// Choosing in an MUI select as the other remotes' tests do: mouseDown opens its listbox (a click's
// pointer events would make MUI warn about its anchor in jsdom), then the option is clicked — and
// the menu has gone (while it fades out the dialog under it is hidden from queries by role).
import { fireEvent, screen, waitFor, within } from '@care/ui/testing/react'

export async function pick(label: string | RegExp, option: string | RegExp, container: HTMLElement = document.body) {
  fireEvent.mouseDown(within(container).getByRole('combobox', { name: label }))
  fireEvent.click(await screen.findByRole('option', { name: option }))
  await waitFor(() => {
    if (screen.queryByRole('listbox')) throw new Error('the menu is still open')
  })
}
