import { Box, Button, Typography } from '@hireloop/shared-ui'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import Slider from '@mui/material/Slider'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import { useId, useRef, useState } from 'react'
import {
  BENEFITS,
  COMPANY_SIZES,
  EXPERIENCE_LEVELS,
  INDUSTRIES,
  JOB_CATEGORIES,
  JOB_TYPES,
  PAY_SLIDER,
  POSTED_WITHIN,
} from '../../shared/vocabularies'
import type { JobFilters } from './filters'

export interface FilterPanelProps {
  filters: JobFilters
  onChange: (change: Partial<JobFilters>) => void
  onClear: () => void
}

function toggle(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value]
}

function CheckList({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string
  options: readonly (string | { value: string; label: string })[]
  selected: string[]
  onChange: (next: string[]) => void
}) {
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend" sx={{ fontWeight: 600, fontSize: 14 }}>
        {legend}
      </FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' } }}>
        {options.map((option) => {
          const { value, label } = typeof option === 'string' ? { value: option, label: option } : option
          return (
            <FormControlLabel
              key={value}
              control={
                <Checkbox
                  size="small"
                  checked={selected.includes(value)}
                  onChange={() => onChange(toggle(selected, value))}
                />
              }
              label={<Typography variant="body2">{label}</Typography>}
            />
          )
        })}
      </FormGroup>
    </FormControl>
  )
}

const payLabel = (value: number) => `$${value}${value >= PAY_SLIDER.max ? '+' : ''}/hr`

/** What the pay filter asks for, in words: each end filters only once moved; the top end means 'and up'. */
function payFilterText(min: number | null, max: number | null): string {
  const top = max !== null && max >= PAY_SLIDER.max
  if (min === null && (max === null || top)) return max === null ? 'any pay (move either end)' : 'any pay'
  if (max === null || top) return `$${min}/hr and up`
  if (min === null) return `up to $${max}/hr`
  return `$${min}/hr – $${max}/hr`
}

/** Every filter of part 2 §5; each change goes straight into the address. */
export function FilterPanel({ filters, onChange, onClear }: FilterPanelProps) {
  const payId = useId()
  const appliedMin = filters.salaryMin ?? PAY_SLIDER.defaultMin
  const appliedMax = filters.salaryMax ?? PAY_SLIDER.defaultMax
  // The thumbs move locally; the address changes once the move ends (one history entry per choice). A new address
  // (a committed move, Any pay, Clear, back and forward) puts the thumbs where it says.
  const [payRange, setPayRange] = useState<[number, number]>([appliedMin, appliedMax])
  const [applied, setApplied] = useState<[number, number]>([appliedMin, appliedMax])
  if (applied[0] !== appliedMin || applied[1] !== appliedMax) {
    setApplied([appliedMin, appliedMax])
    setPayRange([appliedMin, appliedMax])
  }
  const payApplied = filters.salaryMin !== null || filters.salaryMax !== null
  // The thumb being dragged or stepped: a move sets that end only.
  const movedThumb = useRef<number | null>(null)
  return (
    <Box data-testid="filter-panel" sx={{ display: 'grid', gap: 2, pt: 2 }}>
      <CheckList
        legend="Job type"
        options={JOB_TYPES}
        selected={filters.jobType}
        onChange={(jobType) => onChange({ jobType })}
      />

      <Box>
        <Typography id={payId} variant="body2" sx={{ fontWeight: 600 }}>
          Hourly pay: {payFilterText(filters.salaryMin, filters.salaryMax)}
        </Typography>
        <Box sx={{ px: 1.5 }}>
          <Slider
            value={payRange}
            min={PAY_SLIDER.min}
            max={PAY_SLIDER.max}
            step={PAY_SLIDER.step}
            shiftStep={PAY_SLIDER.shiftStep}
            valueLabelDisplay="auto"
            valueLabelFormat={payLabel}
            getAriaValueText={payLabel}
            getAriaLabel={(index) => (index === 0 ? 'Minimum hourly pay' : 'Maximum hourly pay')}
            disableSwap
            onChange={(_event, value, activeThumb) => {
              movedThumb.current = activeThumb
              setPayRange(value as [number, number])
            }}
            onChangeCommitted={(_event, value) => {
              const [salaryMin, salaryMax] = value as number[]
              if (movedThumb.current === 0) onChange({ salaryMin })
              else if (movedThumb.current === 1) onChange({ salaryMax })
              movedThumb.current = null
            }}
          />
        </Box>
        {payApplied && (
          <Button size="small" onClick={() => onChange({ salaryMin: null, salaryMax: null })}>
            Any pay
          </Button>
        )}
      </Box>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <TextField
          select
          size="small"
          label="Experience level"
          value={filters.experienceLevel}
          onChange={(event) => onChange({ experienceLevel: event.target.value })}
        >
          <MenuItem value="any">Any experience</MenuItem>
          {EXPERIENCE_LEVELS.map((level) => (
            <MenuItem key={level} value={level}>
              {level}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Company size"
          value={filters.companySize}
          onChange={(event) => onChange({ companySize: event.target.value })}
        >
          <MenuItem value="any">Any size</MenuItem>
          {COMPANY_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size} employees
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Posted within"
          value={filters.postedWithin}
          onChange={(event) => onChange({ postedWithin: event.target.value })}
        >
          {POSTED_WITHIN.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Category"
          value={filters.category}
          onChange={(event) => onChange({ category: event.target.value })}
        >
          <MenuItem value="">Any category</MenuItem>
          {JOB_CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {category}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Sort by"
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value })}
        >
          <MenuItem value="">{filters.keyword ? 'Relevance' : 'Newest'}</MenuItem>
          <MenuItem value="newest">Newest</MenuItem>
          <MenuItem value="pay">Highest pay</MenuItem>
        </TextField>
      </Box>

      <CheckList
        legend="Industry"
        options={INDUSTRIES}
        selected={filters.industry}
        onChange={(industry) => onChange({ industry })}
      />
      <CheckList
        legend="Benefits"
        options={BENEFITS}
        selected={filters.benefits}
        onChange={(benefits) => onChange({ benefits })}
      />

      <FormGroup>
        <FormControlLabel
          control={<Switch checked={filters.remote} onChange={(event) => onChange({ remote: event.target.checked })} />}
          label="Remote only"
        />
        <FormControlLabel
          control={<Switch checked={filters.saved} onChange={(event) => onChange({ saved: event.target.checked })} />}
          label="Saved jobs only"
        />
      </FormGroup>

      <Box>
        <Button onClick={onClear}>Clear all filters</Button>
      </Box>
    </Box>
  )
}
