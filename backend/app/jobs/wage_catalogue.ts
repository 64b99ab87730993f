/*
| The wage catalogue (part 2 §3): 7 categories of electric-grid compliance
| roles, each title with an hourly wage range (national averages). The
| extremes over the whole catalogue are $17 and $216 an hour. Served to the
| wizard by GET /api/jobs/wage-catalogue.
*/

export interface WageTitle {
  title: string
  minWage: number
  maxWage: number
}

export interface WageCategory {
  category: string
  titles: WageTitle[]
}

const t = (title: string, minWage: number, maxWage: number): WageTitle => ({ title, minWage, maxWage })

export const WAGE_CATALOGUE: WageCategory[] = [
  {
    category: 'Executive & Leadership',
    titles: [
      t('Chief Compliance Officer', 96, 216),
      t('VP of Regulatory Compliance', 88, 190),
      t('Director of NERC Compliance', 72, 150),
      t('Director of Reliability Assurance', 70, 140),
    ],
  },
  {
    category: 'NERC Program / Compliance Management',
    titles: [
      t('NERC Compliance Manager', 55, 105),
      t('Compliance Program Manager', 50, 98),
      t('Reliability Standards Manager', 52, 100),
      t('Internal Compliance Program Lead', 48, 92),
    ],
  },
  {
    category: 'Operations & Technical Compliance',
    titles: [
      t('Operations Compliance Engineer', 42, 80),
      t('Protection System Compliance Engineer', 45, 85),
      t('Transmission Planning Engineer', 44, 84),
      t('System Operator Compliance Specialist', 36, 68),
    ],
  },
  {
    category: 'Cybersecurity & CIP',
    titles: [
      t('CIP Compliance Manager', 58, 110),
      t('CIP Cybersecurity Analyst', 40, 78),
      t('OT Security Engineer', 48, 95),
      t('CIP Evidence Coordinator', 30, 52),
    ],
  },
  {
    category: 'Audit & Risk',
    titles: [
      t('Compliance Audit Manager', 52, 100),
      t('Internal Controls Auditor', 36, 70),
      t('Reliability Risk Analyst', 34, 66),
      t('Mock Audit Specialist', 38, 72),
    ],
  },
  {
    category: 'Specialist & Support Roles',
    titles: [
      t('Compliance Analyst', 30, 56),
      t('Regulatory Documentation Specialist', 27, 48),
      t('Compliance Training Coordinator', 26, 46),
      t('Evidence Management Specialist', 28, 50),
    ],
  },
  {
    category: 'Entry-Level / Support',
    titles: [
      t('Compliance Assistant', 19, 30),
      t('Records Clerk', 17, 26),
      t('Compliance Intern', 17, 25),
      t('Administrative Support Specialist', 18, 29),
    ],
  },
]

export const JOB_CATEGORIES = WAGE_CATALOGUE.map((entry) => entry.category)

/** The wizard's suggestion: the rounded midpoint of the hourly range times 2080 hours (part 2 §9). */
export function suggestedYearlyPay(title: WageTitle) {
  return Math.round((title.minWage + title.maxWage) / 2) * 2080
}
