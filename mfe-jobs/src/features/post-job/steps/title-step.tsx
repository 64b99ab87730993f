import { Box, Button, Typography } from '@hireloop/shared-ui'
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useMemo, useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import type { StepProps } from '../use-wizard-fields'
import { Field } from './step-field'

type Option = { label: string; value: string; custom?: boolean }
const filter = createFilterOptions<Option>()

/** A searchable picker with free text offered as 'Use "{text}" as …'. */
function FreeTextPicker({
  label,
  value,
  options,
  customLabel,
  noOptionsText,
  error,
  onChange,
}: {
  label: string
  value: string
  options: string[]
  customLabel: (text: string) => string
  noOptionsText: string
  error: string | null
  onChange: (value: string) => void
}) {
  const optionList = useMemo(() => [...new Set(options)].map((option) => ({ label: option, value: option })), [options])
  const [input, setInput] = useState(value)
  // The text follows a new value (an option picked, the company filled in): typing changes both.
  const [shownValue, setShownValue] = useState(value)
  if (value !== shownValue) {
    setShownValue(value)
    setInput(value)
  }
  return (
    <Autocomplete<Option, false, false, false>
      options={optionList}
      value={value ? { label: value, value } : null}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        setInput(text)
        if (reason === 'input') onChange(text)
      }}
      onChange={(_event, option) => onChange(option?.value ?? '')}
      isOptionEqualToValue={(option, selected) => option.value === selected.value}
      filterOptions={(all, state) => {
        const found = filter(all, state)
        const text = state.inputValue.trim()
        if (text && !all.some((option) => option.value.toLowerCase() === text.toLowerCase())) {
          found.push({ label: customLabel(text), value: text, custom: true })
        }
        return found
      }}
      noOptionsText={noOptionsText}
      renderInput={(params) => (
        <TextField {...params} label={label} required error={Boolean(error)} helperText={error ?? ' '} />
      )}
    />
  )
}

/** Step 1: the title (a common one or free text) and the company it is posted under. */
export function TitleStep({
  values,
  set,
  errorOf,
  titles,
  company,
}: StepProps & { titles: string[]; company: { name: string } | null }) {
  return (
    <Field>
      <FreeTextPicker
        label="Job title"
        value={values.title}
        options={titles}
        customLabel={(text) => `Use "${text}" as custom title`}
        noOptionsText="No job titles found."
        error={errorOf('title')}
        onChange={(title) => set('title', title)}
      />
      <Box
        component="section"
        aria-label="Company name"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        data-testid="wizard-company"
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            Company name
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{company?.name ?? values.company}</Typography>
        </Box>
        <Button component={RouterLink} to="/dashboard/company" size="small">
          Edit company
        </Button>
      </Box>
    </Field>
  )
}
