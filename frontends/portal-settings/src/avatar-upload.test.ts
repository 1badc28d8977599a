import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { avatarUploadAvailable } from './avatar-upload.ts'

describe('avatar upload availability', () => {
  test('only when the contracts have /prepare-file-upload', () => {
    assert.equal(avatarUploadAvailable(['organizationInfo']), false)
    assert.equal(avatarUploadAvailable(['organizationInfo', 'prepareFileUpload']), true)
  })
})
