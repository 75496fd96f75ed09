/** The words of the clinic's patient screens, kept together so tests and screens agree. */
export const PATIENT_TEXTS = {
  empty: 'No patients have shared their health record with your clinic yet.',
  noMatch: 'No patient matches that name.',
  notShared: 'Record not shared',
  addFailed: 'The entry could not be added to the health record.',
  correctFailed: 'The correction could not be saved.',
  corrected: 'Correction saved',
  /** A 412 on a correction: the page has read the entry again. */
  changed:
    'Someone changed this entry after you opened it, so your correction was not saved. The page now shows the saved entry: check it and correct it again if needed.',
  loadFailed: 'The patient could not be loaded.',
  listFailed: 'Your patients could not be loaded.',
  added: (petName: string) => `Added to ${petName}'s health record`,
} as const;

/** The three kinds of entry, as the dialog offers them. */
export const ENTRY_KIND_LABELS = {
  'medical-history': 'Visit notes',
  vaccinations: 'Vaccination',
  weights: 'Weight',
} as const;
