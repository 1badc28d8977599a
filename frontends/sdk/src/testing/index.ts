// @care/sdk/testing: the in-memory /v1 and the browser doubles the frontends' component tests share.
export { fakeV1, fakeId, fakeStamp, fakeBaseFields, fakeRecord, json, type FakeV1, type FakeV1Options, type FakeStore, type FakeRecord, type FakeAnswer, type SentRequest } from './fake-v1.ts'
export { FakeSocket } from './fake-socket.ts'
export { FakeUploadRequest, fakeRequest } from './fake-upload.ts'
export { fakePublicFormsV1, publicFormRoutes, type PublicSession } from './fake-public-forms.ts'
export { openFormResponse } from './fake-calls.ts'
