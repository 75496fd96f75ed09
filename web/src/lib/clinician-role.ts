/** A clinician's role as owners read it, on the clinic page and in the booking. */
const ROLE_WORDS: Record<string, string> = { vet: 'Vet', nurse: 'Nurse', other: 'Clinician' };

export const roleWord = (role: string) => ROLE_WORDS[role] ?? 'Clinician';
