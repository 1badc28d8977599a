// The remote's exposed module ('./app'): single-spa lifecycles from @care/remote's defineRemote,
// which renders Education with the shell's client (one session and cache per page), the
// organization's theme and an error boundary. The shell mounts it at /content and /content/{id}.
import { defineRemote, type RemoteProps } from '@care/remote'
import { useLanguage } from '@care/ui/i18n'
import { EducationPage } from './education-page.tsx'
import { usePathname } from '@care/remote/url'

function Education({ navigate }: RemoteProps) {
  useLanguage() // the page re-renders in the language the patient switches to
  const pathname = usePathname()
  return <EducationPage pathname={pathname} navigate={navigate} />
}

export const { bootstrap, mount, unmount } = defineRemote({ Root: (props: RemoteProps) => <Education {...props} /> })
