// Small builders for test forms.
import type { FormField, FormFieldOptions, FormFieldType, PreviousFormField } from '@care/contracts/forms/index'

export const root: PreviousFormField[] = [{ type: 'root' }]
export const after = (fieldId: string): PreviousFormField => ({ type: 'after', info: { fieldId } })
export const equals = (fieldId: string, value: string): PreviousFormField => ({ type: 'previousEquals', info: { fieldId, equals: value } })

export function field(id: string, type: FormFieldType, previousFields: PreviousFormField[] = root, extra: Partial<FormField> = {}, options?: FormFieldOptions): FormField {
  return { id, formId: 'form-1', title: `Question ${id}`, type, previousFields, ...(options ? { options } : {}), ...extra }
}

/** a chain of fields, each after the one before */
export function chain(...fields: [string, FormFieldType, Partial<FormField>?, FormFieldOptions?][]): FormField[] {
  return fields.map(([id, type, extra, options], i) => field(id, type, i === 0 ? root : [after(fields[i - 1][0])], extra, options))
}

export const form = { id: 'form-1', title: 'Intake' }
