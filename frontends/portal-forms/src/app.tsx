// `./app`: single-spa lifecycles of the public form page (@care/remote's defineRemote). The portal
// shell mounts it at /link/form?f=<formId>&a=<accessCode> with the page's CareClient — for signed-in
// patients inside its layout (navigation hidden), for anonymous visitors of a public form alone.
import { defineRemote, type RemoteProps } from '@care/remote'
import { useLanguage } from '@care/ui/i18n'
import { PublicFormScreen } from './public-form-screen.tsx'

function Root({ navigate }: RemoteProps) {
  useLanguage() // the page re-renders in the language the patient switches to
  return <PublicFormScreen navigate={navigate} />
}

export const { bootstrap, mount, unmount } = defineRemote({ Root })
