// The patients table's views: the organization's saved enduser_views (live through the sdk
// cache), the one chosen in the URL, and the user's unsaved changes to it (columns and filter).
// Changes belong to the view they were made on: choosing another view starts from its saved form.
import { useCallback, useMemo, useState } from 'react'
import { useCareClient, useCollection } from '@care/sdk/react'
import { enduserViews } from '@care/contracts/collections/views'
import { usePermissions } from '@care/sdk/react/permissions'
import { useViewParam } from './view-param.ts'
import { draftOfView, sameDraft, sortedViews, viewPayload, type ViewDraft } from './view-model.ts'

export function useViews() {
  const client = useCareClient()
  const views = useCollection('enduser_views')
  const { viewId, setViewId } = useViewParam()
  const may = usePermissions(enduserViews)
  const [edits, setEdits] = useState<{ viewId: string | undefined; draft: ViewDraft }>()

  const view = viewId ? views.records.find((v) => v.id === viewId) : undefined
  // a view in the URL that is not (or no longer) there: known only once the list has loaded
  const missing = Boolean(viewId) && views.state === 'Loaded' && !view
  const saved = useMemo(() => draftOfView(view), [view])
  const draft = edits && edits.viewId === viewId ? edits.draft : saved
  const changed = !sameDraft(draft, saved)

  const change = useCallback((next: ViewDraft) => setEdits({ viewId, draft: next }), [viewId])
  const choose = useCallback((id: string | undefined) => {
    setEdits(undefined)
    setViewId(id)
  }, [setViewId])
  const reset = useCallback(() => setEdits(undefined), [])

  const collection = client.collection('enduser_views')
  const create = useCallback(async (title: string) => {
    const created = await client.collections.enduser_views.createOne({ title, ...viewPayload(draft) })
    // shown at once; the live event for it then only replaces it in place
    collection.addReplaceIfMatch([created])
    setEdits(undefined)
    setViewId(created.id)
    return created
  }, [client, collection, draft, setViewId])
  const update = useCallback(async () => {
    if (!view) return
    // the filter and the column list are replaced, not merged into the saved ones
    const updated = await client.collections.enduser_views.updateOne(view.id, viewPayload(draft), { replaceObjectFields: true })
    collection.addReplaceIfMatch([updated])
    setEdits(undefined)
  }, [client, collection, draft, view])
  const remove = useCallback(async () => {
    if (!view) return
    await client.collections.enduser_views.deleteOne(view.id)
    collection.remove(view.id)
    setEdits(undefined)
    setViewId(undefined, { replace: true })
  }, [client, collection, view, setViewId])

  return {
    state: views.state,
    error: views.error,
    reload: views.reload,
    views: useMemo(() => sortedViews(views.records), [views.records]),
    viewId: missing ? undefined : viewId,
    view,
    missing,
    draft,
    changed,
    change,
    choose,
    reset,
    create,
    update,
    remove,
    mayCreate: may('create'),
    mayUpdate: view !== undefined && may('update', view),
    mayDelete: view !== undefined && may('delete', view),
  }
}

export type Views = ReturnType<typeof useViews>
