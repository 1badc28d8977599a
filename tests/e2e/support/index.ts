// The end-to-end harness (see ../README.md): build what is missing, start the platform, drive
// Debian's Chromium, take screenshots, read the development mailbox.
export { startE2E, PORTAL_FRONTENDS, type E2E } from './platform.ts'
export { e2eSkipReason, launchBrowser, newPage, screenshot, screenshotBoth, ARTIFACTS, CHROMIUM, DESKTOP, MOBILE, type StorageState } from './browser.ts'
export { readMailbox, readSmsOutbox, waitForMail, linkIn, type Mail, type Sms } from './mailbox.ts'
export { ensureFrontends, isStale, ROOT } from './frontends.ts'
export { asIfNotDeployed, createPatientAsStaff, signedInPortalPage, signInWithPassword, signInWithLink, completeOnboarding, uniqueEmail, STRONG_PASSWORD } from './portal-flows.ts'
export { sessionPage, type SessionPage } from './sessions.ts'
