/**
 * The vaccination certificate's words in English, the source the other languages translate: ICU
 * messages (`{name}` a value, `{n, plural, ...}` a count). English keeps exactly the certificate's
 * words from before it spoke other languages.
 */
export const en = {
  'certificate.title': 'Vaccination certificate',
  'certificate.documentTitle': '{pet} - Vaccination certificate',
  'certificate.fileName': '{pet}-vaccination-certificate.pdf',
  'certificate.fileNameNoName': 'pet-vaccination-certificate.pdf',
  // A label before its value ("Pet: Rex").
  'label.line': '{label}: ',
  'label.pet': 'Pet',
  'label.species': 'Species',
  'label.breed': 'Breed',
  'label.age': 'Age',
  'label.microchip': 'Microchip',
  'label.owner': 'Owner',
  'label.ownerEmail': 'Owner email',
  'age.years': '{age, plural, one {# year} other {# years}}',
  'column.vaccine': 'Vaccine',
  'column.dateGiven': 'Date given',
  'column.batch': 'Batch',
  'column.nextDue': 'Next due',
  'column.givenBy': 'Given by',
  'vaccination.recordedBy': 'recorded by {clinic}',
  'vaccination.enteredByOwner': 'entered by the owner',
  'vaccination.none': 'No vaccinations are recorded.',
  'certificate.produced': "Produced on {date} from the pet's health record on PetVet.",
  // The species My Pets offers, as the certificate names them; any other is printed as written.
  'species.Dog': 'Dog',
  'species.Cat': 'Cat',
  'species.Bird': 'Bird',
  'species.Rabbit': 'Rabbit',
  'species.Hamster': 'Hamster',
  'species.Guinea Pig': 'Guinea Pig',
  'species.Fish': 'Fish',
  'species.Reptile': 'Reptile',
  'species.Other': 'Other',
};

/** A certificate message's name: every language holds each of them (a missing one is a type error). */
export type CertificateMessageKey = keyof typeof en;
