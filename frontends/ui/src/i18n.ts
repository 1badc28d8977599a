// `@care/ui/i18n`: the page's one i18n layer (i18next, shared as a Module Federation singleton).
export { i18n } from './i18n/instance.ts'
export { defineTexts, loadCatalogs, type Accessor, type Catalog, type CatalogLoaders, type Translation } from './i18n/define-texts.ts'
export { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_LOCALES, pickLanguage, supportedLanguage, type Language } from './i18n/languages.ts'
export { currentLanguage, currentLocale, setLanguage } from './i18n/switch-language.ts'
export { useLanguage } from './i18n/use-language.ts'
export { formatDateTime, formatMoney, formatNumber } from './i18n/format.ts'
