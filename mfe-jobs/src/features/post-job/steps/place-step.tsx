import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { US_CITIES, US_STATES } from '../us-places'
import type { StepProps } from '../use-wizard-fields'
import { Field } from './step-field'

/** Step 4: where the job is (picking a city fills the state when it is still empty). */
export function PlaceStep({ values, onChange, set, touch, errorOf }: StepProps) {
  return (
    <Field>
      <Autocomplete
        freeSolo
        options={US_CITIES}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.city)}
        renderOption={(props, option) => {
          const { key, ...rest } = props as typeof props & { key: string }
          return (
            <li key={key} {...rest}>
              {option.city}, {option.state}
            </li>
          )
        }}
        inputValue={values.city}
        onInputChange={(_event, text, reason) => {
          if (reason === 'input' || reason === 'clear') set('city', text)
        }}
        onChange={(_event, option) => {
          if (option && typeof option !== 'string') {
            touch('city')
            onChange({ ...values, city: option.city, state: values.state || option.state })
          }
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="City"
            required
            error={Boolean(errorOf('city'))}
            helperText={errorOf('city') ?? ' '}
          />
        )}
      />
      <Autocomplete
        options={[...US_STATES]}
        value={values.state || null}
        onChange={(_event, state) => set('state', state ?? '')}
        renderInput={(params) => (
          <TextField
            {...params}
            label="State"
            required
            error={Boolean(errorOf('state'))}
            helperText={errorOf('state') ?? ' '}
          />
        )}
      />
      <TextField
        label="Zip code"
        required
        value={values.zipcode}
        onChange={(event) => set('zipcode', event.target.value)}
        error={Boolean(errorOf('zipcode'))}
        helperText={errorOf('zipcode') ?? ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code' } }}
      />
      <TextField
        label="Country"
        required
        value={values.country}
        onChange={(event) => set('country', event.target.value)}
        error={Boolean(errorOf('country'))}
        helperText={errorOf('country') ?? ' '}
      />
    </Field>
  )
}
