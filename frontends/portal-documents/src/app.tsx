// The remote's exposed module ('./app'): single-spa lifecycles from @care/remote's defineRemote,
// which renders Documents with the shell's client (one session and cache per page), the
// organization's theme and an error boundary. The shell mounts it at /documents and at
// /documents/forms/{accessCode} (the form fill page).
import { Suspense, lazy } from 'react'
import { defineRemote, type RemoteProps } from '@care/remote'
import { LoadingState } from '@care/ui'
import { useLanguage } from '@care/ui/i18n'
import { DocumentsPage } from './documents-page.tsx'
import { accessCodeOf, FORMS_PATH } from './forms/paths.ts'
import { usePathname } from '@care/remote/url'

// the form engine comes only with the fill page: Documents' list does not download it
const FormFillPage = lazy(() => import('./forms/form-fill-page.tsx').then((m) => ({ default: m.FormFillPage })))

function Documents({ navigate }: RemoteProps) {
  useLanguage() // the page re-renders in the language the patient switches to
  const pathname = usePathname()
  if (!FORMS_PATH.test(pathname)) return <DocumentsPage navigate={navigate} />
  return (
    <Suspense fallback={<LoadingState />}>
      <FormFillPage accessCode={accessCodeOf(pathname)} navigate={navigate} />
    </Suspense>
  )
}

export const { bootstrap, mount, unmount } = defineRemote({ Root: (props: RemoteProps) => <Documents {...props} /> })
