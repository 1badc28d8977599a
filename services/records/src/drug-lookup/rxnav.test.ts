import { test } from 'node:test'
import assert from 'node:assert/strict'
import { drugsOf, ndcsOf, rxNormCodeOf } from './rxnav.ts'

test('RxNav answers of unexpected shapes give nothing rather than something made up', () => {
  for (const body of [null, 'x', [], {}, { drugGroup: {} }, { drugGroup: { conceptGroup: 'x' } }, { drugGroup: { conceptGroup: [{ conceptProperties: [{ rxcui: 1, name: 'n' }] }] } }]) {
    assert.deepEqual(drugsOf(body), [], JSON.stringify(body))
  }
  assert.equal(rxNormCodeOf({ idGroup: {} }), undefined)
  assert.equal(rxNormCodeOf({ idGroup: { rxnormId: [42] } }), undefined)
  assert.deepEqual(ndcsOf({ ndcGroup: { ndcList: {} } }), [])
  assert.deepEqual(ndcsOf({ ndcGroup: { ndcList: { ndc: ['1', 2, '3'] } } }), ['1', '3'])
})
