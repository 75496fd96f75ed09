-- The directory's service categories (DIRECTORY_CATEGORIES in shared/src/contracts/directory.ts).
INSERT INTO "global_categories" ("name", "slug", "icon") VALUES
  ('Consultation', 'consultation', '🩺'),
  ('Vaccination', 'vaccination', '💉'),
  ('Neutering & Spaying', 'neutering', '🐾'),
  ('Dental Care', 'dental', '🦷'),
  ('Microchipping', 'microchipping', '📟'),
  ('Parasite Control', 'parasite-control', '🐛'),
  ('Diagnostics & Lab', 'diagnostics', '🔬'),
  ('Imaging', 'imaging', '🩻'),
  ('Surgery', 'surgery', '⚕️'),
  ('Emergency & Out of Hours', 'emergency', '🚑'),
  ('Euthanasia & Cremation', 'euthanasia', '🕊️'),
  ('Grooming', 'grooming', '✂️'),
  ('Nail Clipping', 'nail-clipping', '💅'),
  ('Pet Passports & Travel', 'pet-travel', '🛂'),
  ('Other', 'other', '🏥')
ON CONFLICT ("slug") DO NOTHING;
