// Moved to the kit's testing entry (@care/kit/testing/live-socket), which service tests import; the
// suites under tests/ (and scripts/test-shared.mjs) keep this path.
export * from '@care/kit/testing/live-socket'
