// One field on the page: its title (the page's heading, '*' when required), description, widget,
// the repeated entry when asked for, and its error once touched. A question group shows its
// subfields the same way, one level down.
import { forwardRef, type ReactNode } from 'react'
import { Box, FormHelperText, OutlinedInput, Typography } from '@mui/material'
import type { AnswerEntry, AnswerOf, AnswerValueByType, FormAnswer, FormField, FormFieldType } from '@care/contracts/forms/index'
import { useSanitizedHtml } from './sanitize-html.ts'
import { formTexts } from './texts.ts'
import type { CardAdapter, DrugLookup, LoadChoices } from './types.ts'
import type { WidgetProps } from './widgets/common.tsx'
import { AddressWidget } from './widgets/address-input.tsx'
import { MultipleChoiceWidget } from './widgets/choice-inputs.tsx'
import { FileWidget } from './widgets/file-input.tsx'
import type { LoadPdf } from './widgets/pdf-viewer.tsx'
import { DateStringWidget, DateTimeWidget, NumberWidget, TextWidget } from './widgets/text-inputs.tsx'
import { TimeWidget } from './widgets/time-input.tsx'
import {
  CardWidget, DatabaseSelectWidget, DropdownWidget, MedicationsWidget, RankingWidget, RatingWidget, SignatureWidget, TableInputWidget,
} from './widgets/lazy.tsx'

/** What widgets need beyond their own answer: the host's calls and the form's other state. */
export interface FieldServices {
  loadChoices?: LoadChoices
  drugLookup?: DrugLookup
  card?: CardAdapter
  fileUrl?: (secureName: string) => Promise<string>
  loadPdf?: LoadPdf
  fieldsById: ReadonlyMap<string, FormField>
  entriesById: ReadonlyMap<string, AnswerEntry>
  errorOf: (fieldId: string) => string | null
  pendingFiles: ReadonlyMap<string, File[]>
  setFiles: (fieldId: string, files: File[]) => void
  repeats: Record<string, unknown>
  setRepeat: (fieldId: string, value: unknown) => void
  setAnswer: (fieldId: string, value: unknown) => void
  touch: (fieldId: string) => void
}

/** '*' unless optional, a description or a group. */
export const showsRequiredMark = (field: FormField) => !field.isOptional && field.type !== 'description' && field.type !== 'Question Group'

const REPEATABLE = new Set(['string', 'stringLong', 'email', 'phone', 'number', 'dateString'])

/** What every widget of the field receives besides its answer. */
type WidgetBase = Omit<WidgetProps, 'value' | 'onChange'>

const isAnswerOf = <T extends FormFieldType>(answer: FormAnswer | undefined, type: T): answer is AnswerOf<T> => answer?.type === type

/** The answer's value when the answer is of `type`. */
function valueOf<T extends FormFieldType>(answer: FormAnswer | undefined, type: T): AnswerValueByType[T] | undefined {
  if (!isAnswerOf(answer, type)) return undefined
  const typed: AnswerOf<T> = answer
  return typed.value
}

function widgetFor(field: FormField, base: WidgetBase, entry: AnswerEntry | undefined, services: FieldServices): ReactNode {
  // a widget's props for answers of `type`: the entry's answer has the field's type (the flow starts it so)
  const props = <T extends FormFieldType>(type: T): WidgetProps<T> => ({
    ...base, value: valueOf(entry?.answer, type), onChange: (value) => services.setAnswer(field.id, value),
  })
  switch (field.type) {
    case 'string':
    case 'stringLong':
    case 'email':
    case 'phone':
      return <TextWidget {...props(field.type)} />
    case 'number':
      return <NumberWidget {...props(field.type)} />
    case 'dateString':
      return <DateStringWidget {...props(field.type)} />
    case 'date':
      return <DateTimeWidget {...props(field.type)} />
    case 'Time':
      return <TimeWidget {...props(field.type)} />
    case 'Address':
      return <AddressWidget {...props(field.type)} />
    case 'file':
    case 'files':
      return <FileWidget {...props(field.type)} pending={services.pendingFiles.get(field.id) ?? []} onFiles={(files) => services.setFiles(field.id, files)} />
    case 'multiple_choice':
      return <MultipleChoiceWidget {...props(field.type)} />
    case 'Dropdown':
      return <DropdownWidget {...props(field.type)} />
    case 'rating':
      return <RatingWidget {...props(field.type)} />
    case 'ranking':
      return <RankingWidget {...props(field.type)} />
    case 'signature':
      return <SignatureWidget {...props(field.type)} fileUrl={services.fileUrl} loadPdf={services.loadPdf} />
    case 'Table Input':
      return <TableInputWidget {...props(field.type)} />
    case 'Database Select':
      return (
        <DatabaseSelectWidget
          {...props(field.type)}
          loadChoices={services.loadChoices}
          filterAnswer={field.options?.databaseFilter?.fieldId ? services.entriesById.get(field.options.databaseFilter.fieldId)?.answer.value : undefined}
        />
      )
    case 'Medications':
      return <MedicationsWidget {...props(field.type)} drugLookup={services.drugLookup} />
    case 'Stripe':
      return <CardWidget {...props(field.type)} card={services.card} />
    case 'Question Group':
      return (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, mt: 1 }}>
          {(field.options?.subFields ?? []).map(({ id }) => {
            const sub = services.fieldsById.get(id)
            return sub ? <FieldView key={id} field={sub} services={services} level={3} /> : null
          })}
        </Box>
      )
    default:
      // description, and the public SDK's types the engine has no widget for: the title and text only
      return null
  }
}

export interface FieldViewProps {
  field: FormField
  services: FieldServices
  /** the heading level of the title: 2 on a page, 3 inside a group */
  level?: 2 | 3
}

export const FieldView = forwardRef<HTMLHeadingElement, FieldViewProps>(function FieldView({ field, services, level = 2 }, ref) {
  const entry = services.entriesById.get(field.id)
  const titleId = `field-title-${field.id}`
  const descriptionId = field.description || field.htmlDescription ? `field-description-${field.id}` : undefined
  const descriptionHtml = useSanitizedHtml(field.htmlDescription || undefined)
  const errorId = `field-error-${field.id}`
  const error = services.errorOf(field.id)
  // errors show once the person has touched the field (a group shows its subfields' own)
  const shownError = entry?.touched && field.type !== 'Question Group' ? error : null
  const required = showsRequiredMark(field)
  const base: WidgetBase = {
    field,
    onBlur: () => services.touch(field.id),
    titleId,
    describedBy: [descriptionId, shownError ? errorId : undefined].filter(Boolean).join(' ') || undefined,
    invalid: !!shownError,
    required,
  }
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography ref={ref} id={titleId} component={`h${level}`} variant={level === 2 ? 'h6' : 'subtitle1'} tabIndex={-1} sx={{ outline: 'none', fontWeight: 600 }}>
        {field.title}
        {required && (
          <Box component="span" aria-hidden="true" sx={{ color: 'error.main', ml: 0.5 }}>
            *
          </Box>
        )}
      </Typography>
      {field.htmlDescription ? (
        // written in the console, shown to patients: sanitized to plain formatting
        <Typography id={descriptionId} component="div" variant="body2" color="text.secondary" sx={{ mb: 1 }} dangerouslySetInnerHTML={{ __html: descriptionHtml ?? '' }} />
      ) : field.description ? (
        <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ mb: 1, whiteSpace: 'pre-wrap' }}>
          {field.description}
        </Typography>
      ) : null}
      <Box sx={{ mt: 1 }}>
        {widgetFor(field, base, entry, services)}
      </Box>
      {field.options?.repeat && REPEATABLE.has(field.type) && (
        <OutlinedInput
          fullWidth
          sx={{ mt: 2 }}
          value={String(services.repeats[field.id] ?? '')}
          placeholder={formTexts.repeatLabel(field.title)}
          onChange={(e) => services.setRepeat(field.id, field.type === 'number' && e.target.value !== '' ? Number(e.target.value) : e.target.value)}
          onBlur={() => services.touch(field.id)}
          inputProps={{ 'aria-label': formTexts.repeatLabel(field.title), 'aria-describedby': shownError ? errorId : undefined }}
        />
      )}
      {shownError && (
        <FormHelperText id={errorId} error role="alert" sx={{ mt: 1 }}>
          {shownError}
        </FormHelperText>
      )}
    </Box>
  )
})
