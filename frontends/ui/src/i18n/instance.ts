// The page's one i18next instance. `@care/ui/i18n` is a Module Federation singleton (frontends/build
// SHARED_PACKAGES), so the shell and every remote translate through this same instance: one language
// per page, switched once. Initialised synchronously with no resources: each package adds its English
// catalog when its texts module is imported, so texts read at any time are at least English.
import i18next from 'i18next'

export const i18n = i18next.createInstance()

void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: {},
  initAsync: false,
  // React escapes what it renders; escaping here would show '&amp;' in labels
  interpolation: { escapeValue: false },
  // catalog texts are sentences: ':' and '.' inside them are never separators (keys use '.' nesting)
  nsSeparator: ':',
  keySeparator: '.',
  returnNull: false,
  // useLanguage re-renders on a switch and when a catalog arrives later (a remote mounted after it)
  react: { bindI18n: 'languageChanged', bindI18nStore: 'added', useSuspense: false },
})
