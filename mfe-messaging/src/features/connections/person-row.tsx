import { Avatar, Box, getInitials, Typography, userTypeLabel } from '@hireloop/shared-ui'
import type { ReactNode } from 'react'

/** A person in the connections lists: avatar, name, user type and place, then the row's actions. */
export function PersonRow({
  person,
  detail,
  actions,
  testId,
}: {
  person: { name: string; userType: 'candidate' | 'employer' | 'admin'; location: string | null; avatar: string | null }
  detail?: ReactNode
  actions: ReactNode
  testId: string
}) {
  return (
    <Box
      component="li"
      data-testid={testId}
      sx={{
        listStyle: 'none',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Avatar src={person.avatar ?? undefined} alt="" sx={{ width: 40, height: 40, bgcolor: 'primary.main' }}>
        {getInitials(person.name)}
      </Avatar>
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {person.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} noWrap>
          {userTypeLabel(person.userType)}
          {person.location ? ` · ${person.location}` : ''}
        </Typography>
        {detail}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>{actions}</Box>
    </Box>
  )
}
