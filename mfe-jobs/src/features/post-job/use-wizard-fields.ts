import { useState } from 'react'
import { validateField, type JobFormField, type JobFormValues } from './job-form'

/**
 * The wizard's fields: `set` changes one and marks it touched, `touch` marks one touched when a change fills in
 * several, `errorOf` validates on change (a field shows its error once touched, or when the server refused it).
 */
export function useWizardFields(
  values: JobFormValues,
  onChange: (values: JobFormValues) => void,
  serverErrors: Partial<Record<JobFormField, string>>
) {
  const [touched, setTouched] = useState<Partial<Record<JobFormField, boolean>>>({})
  const touch = (field: JobFormField) => setTouched((current) => ({ ...current, [field]: true }))
  const set = <K extends JobFormField>(field: K, value: JobFormValues[K]) => {
    touch(field)
    onChange({ ...values, [field]: value })
  }
  const errorOf = (field: JobFormField) => serverErrors[field] ?? (touched[field] ? validateField(field, values) : null)
  return { values, onChange, set, touch, errorOf }
}

/** What every step of the wizard is given. */
export type StepProps = ReturnType<typeof useWizardFields>
