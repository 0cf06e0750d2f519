/** Codes and English labels behind the professional-details screen's two choices. */
export const professionalDetailsMapping = {
  professions: [
    { code: 'EMPLOYEE', label: 'Employee' },
    { code: 'CIVIL_SERVANT', label: 'Civil servant' },
    { code: 'MANAGER', label: 'Manager or executive' },
    { code: 'SKILLED_WORKER', label: 'Skilled worker' },
    { code: 'SELF_EMPLOYED', label: 'Self-employed' },
    { code: 'PENSIONER', label: 'Pensioner' },
    { code: 'OTHER', label: 'Other' },
  ],
  economicActivities: [
    { code: 'AGRICULTURE', label: 'Agriculture' },
    { code: 'INDUSTRY', label: 'Industry' },
    { code: 'CONSTRUCTION', label: 'Construction' },
    { code: 'TRADE', label: 'Trade' },
    { code: 'TRANSPORT', label: 'Transport' },
    { code: 'HOSPITALITY', label: 'Hotels and restaurants' },
    { code: 'FINANCE', label: 'Finance and insurance' },
    { code: 'PUBLIC_ADMINISTRATION', label: 'Public administration' },
    { code: 'EDUCATION', label: 'Education' },
    { code: 'HEALTH', label: 'Health and social care' },
    { code: 'OTHER_SERVICES', label: 'Other services' },
  ],
} as const;
