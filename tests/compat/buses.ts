// The bus the compat files' platform runs on (issue #25): the real NATS one when NATS_URL is set
// (CI and `.ci/run` set it), else the in-process one, so the files still run without a NATS server.
//
// They ran on both, which doubled their time and bought nothing another suite lacks. The in-process
// bus passes payloads by reference, NATS encodes every request, reply and event as JSON: what the
// SDK's calls send and get back crossing the bus as JSON is what only the NATS run can catch, so that
// run stays. The in-process (standalone) platform is what nearly every other suite runs on: the
// services' integration files, the published SDK suite (tests/compat/published), the recorded
// @tellescope/sdk pact and its verification (tests/pact) and the browser suites. The bus itself, with
// one behavioural suite for both implementations, is tested in services/kit/src/bus, and its
// failures by the chaos suite (tests/chaos).
export const COMPAT_BUSES: readonly boolean[] = process.env.NATS_URL ? [true] : [false]
