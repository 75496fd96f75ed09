import type { en } from './en';

/** The emails in French, formal (vous), as a French clinique vétérinaire writes to its clients. */
export const fr = {
  'layout.fact': '{label} : {value}',
  'mail.greeting': 'Bonjour {name},',
  'mail.timeInZone': '{time} (heure locale à {city})',
  'mail.instant': '{time} le {date}',
  'mail.yourClinic': 'Votre clinique',
  'mail.aClinic': 'Une clinique',

  'appointment.when': '{date} à {time}',
  'appointment.withClinician': '{when} avec {clinician}',
  'appointment.visit': '{service} pour {pet}',
  'appointment.duration': '{at} ({duration, plural, one {# minute} other {# minutes}})',
  'appointment.theClinic': 'la clinique',
  'fact.when': 'Quand',
  'fact.where': 'Où',
  'fact.pet': 'Animal',
  'fact.service': 'Prestation',
  'appointment.fact.clinicPhone': 'Téléphone de la clinique',
  'appointment.fact.owner': 'Propriétaire',
  'appointment.fact.consultationPrice': 'Prix de la première consultation',
  'appointment.fact.price': 'Prix',
  'appointment.fact.priceList': 'Tarifs',
  'appointment.includingVat': '{price} TTC',
  'appointment.link.manage': 'Annuler ou modifier',
  'appointment.link.addToCalendar': 'Ajouter à l’agenda',
  'appointment.link.clinicDashboard': 'Ouvrir le tableau de bord de la clinique',
  'appointment.booked.subject': 'Réservation reçue : {visit} chez {clinic}, {at}',
  'appointment.booked.pending':
    '{clinic} a bien reçu votre réservation. Elle doit encore être confirmée par la clinique : nous vous écrirons dès qu’elle le sera.',
  'appointment.booked.confirmed': '{clinic} a bien reçu votre réservation et l’a déjà confirmée.',
  'appointment.booked.invitation':
    'L’invitation jointe vous permet d’ajouter le rendez-vous à votre agenda.',
  'appointment.booked.clinicSubject': 'Nouvelle réservation : {visit}, {at}',
  'appointment.booked.clinicBody':
    '{owner} a réservé {visit}. Merci de confirmer (ou d’annuler) ce rendez-vous dans votre tableau de bord.',
  'appointment.booked.notes': 'Remarques du propriétaire : {notes}',
  'appointment.confirmed.subject': 'Confirmé : {visit} chez {clinic}, {at}',
  'appointment.confirmed.body': '{clinic} a confirmé votre rendez-vous. À bientôt !',
  'appointment.cancelled.subject': 'Annulé : {visit} chez {clinic}, {at}',
  'appointment.cancelled.byClinic': '{clinic} a annulé votre rendez-vous.',
  'appointment.cancelled.byClinicPhone':
    '{clinic} a annulé votre rendez-vous. Vous pouvez joindre la clinique au {phone}.',
  'appointment.cancelled.byOwner': 'Votre rendez-vous est annulé, comme vous l’avez demandé.',
  'appointment.cancelled.reason': 'Motif indiqué : {reason}',
  'appointment.cancelled.bookAgain':
    'Vous pouvez réserver un autre créneau sur PetVet quand vous le souhaitez.',
  'appointment.cancelled.clinicSubject': 'Annulé par le propriétaire : {visit}, {at}',
  'appointment.cancelled.clinicBody':
    '{owner} a annulé ce rendez-vous ; le créneau est de nouveau libre.',
  'appointment.moved.subject': 'Déplacé : {visit} chez {clinic}, désormais le {at}',
  'appointment.moved.fromTo': 'Votre rendez-vous a été déplacé du {previous} au {at}.',
  'appointment.moved.to': 'Votre rendez-vous a été déplacé au {at}.',
  'appointment.moved.awaiting': 'Il doit encore être confirmé par la clinique.',
  'appointment.moved.invitation':
    'L’invitation jointe met à jour le rendez-vous dans votre agenda.',
  'appointment.moved.byClinicSubject': 'Déplacé par {clinic} : {visit}, désormais le {at}',
  'appointment.moved.byClinicFromTo': '{clinic} a déplacé votre rendez-vous du {previous} au {at}.',
  'appointment.moved.byClinicTo': '{clinic} a déplacé votre rendez-vous au {at}.',
  'appointment.moved.clinicSubject': 'Déplacé par le propriétaire : {visit}, désormais le {at}',
  'appointment.moved.clinicFromTo':
    'Le rendez-vous de {owner} a été déplacé du {previous} au {at}.',
  'appointment.moved.clinicTo': 'Le rendez-vous de {owner} a été déplacé au {at}.',
  'appointment.reminder.subject': 'Rappel : {visit} chez {clinic}, {at}',
  'appointment.reminder.body':
    'Petit rappel : {pet} a rendez-vous chez {clinic} dans environ 24 heures, le {at}.',
  'appointment.reminder.pending':
    'La clinique ne l’a pas encore confirmé ; en cas de doute, appelez-la.',
  'appointment.reminder.confirmed':
    'Si vous ne pouvez pas venir, merci d’annuler ou de déplacer le rendez-vous depuis votre tableau de bord, afin que le créneau profite à quelqu’un d’autre.',
  'calendar.summary': '{service} pour {pet}',
  'calendar.withClinician': '{summary} avec {clinician}',
  'calendar.atClinic': '{summary} chez {clinic}',
  'calendar.clinicSummary': '{service} : {pet} ({owner})',
  'calendar.awaitingConfirmation': 'En attente de confirmation par la clinique.',
  'calendar.feedName': 'PetVet : {name}',
  'fact.clinic': 'Clinique',
  'fact.vaccine': 'Vaccin',
  'fact.due': 'À faire le',
  'fact.email': 'E-mail',
  'fact.newEmail': 'Nouvelle adresse e-mail',

  'vaccination.reminder.subjectDue': 'Vaccination {vaccine} pour {pet} : à faire le {day}',
  'vaccination.reminder.subjectPast': 'Vaccination {vaccine} pour {pet} : à faire depuis le {day}',
  'vaccination.reminder.due': 'La vaccination {vaccine} pour {pet} est à faire le {date}.',
  'vaccination.reminder.past': 'La vaccination {vaccine} pour {pet} était à faire le {date}.',
  'vaccination.reminder.adviseSoon':
    '{clinic} vous conseille de prendre rendez-vous rapidement pour maintenir la protection.',
  'vaccination.reminder.adviseInTime':
    '{clinic} vous conseille de prendre rendez-vous suffisamment tôt.',
  'vaccination.reminder.book': 'Réserver maintenant',
  'vaccination.reminder.footer': 'Une fois le rendez-vous pris, vous ne recevrez plus ces rappels.',
  'vaccination.due.subject': 'La vaccination {vaccine} pour {pet} est à faire le {date}',
  'vaccination.due.body': 'La vaccination {vaccine} pour {pet} est à faire le {date}.',
  'vaccination.due.advice':
    'Prenez rendez-vous suffisamment tôt auprès de votre clinique vétérinaire pour maintenir la protection.',
  'vaccination.due.findClinic': 'Trouver une clinique vétérinaire',

  'verify.subject': 'Confirmez votre adresse e-mail PetVet',
  'verify.welcome':
    'Bienvenue sur PetVet. Merci de confirmer que cette adresse est bien la vôtre, afin que votre clinique vétérinaire puisse vous joindre ici.',
  'verify.until':
    'D’ici là, les rappels de rendez-vous et les offres de la liste d’attente sont suspendus.',
  'verify.notYou': 'Si vous n’avez pas créé de compte PetVet, ignorez cet e-mail.',
  'verify.action': 'Confirmer cette adresse',
  'verify.validFor': 'Le lien ne fonctionne qu’une fois, pendant {hours} heures.',
  'verify.change.subject': 'Confirmez votre nouvelle adresse e-mail PetVet',
  'verify.change.asked':
    'Vous avez demandé à utiliser cette adresse pour votre compte PetVet à la place de {previous}.',
  'verify.change.currentOne': 'l’adresse actuelle',
  'verify.change.confirm':
    'Confirmez-la pour effectuer le changement. D’ici là, vos e-mails continuent d’arriver à votre adresse actuelle.',
  'verify.change.notYou':
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne change.',
  'notice.subject': 'L’adresse e-mail de votre compte PetVet va changer',
  'notice.asked':
    'Une personne connectée à votre compte PetVet a demandé à remplacer son adresse e-mail par {email}.',
  'notice.until':
    'Rien ne change tant que la nouvelle adresse n’a pas été confirmée grâce au lien que nous lui avons envoyé ; d’ici là, vos e-mails continuent d’arriver ici.',
  'notice.notYou':
    'Si ce n’était pas vous, changez votre mot de passe dès maintenant et déconnectez vos autres appareils depuis la page Sécurité.',

  'reset.subject': 'Choisissez un nouveau mot de passe PetVet',
  'reset.asked':
    'Quelqu’un a demandé à choisir un nouveau mot de passe pour le compte PetVet associé à cette adresse e-mail.',
  'reset.choose':
    'Choisissez-le grâce au lien ci-dessous. Le lien ne fonctionne qu’une fois, pendant {minutes} minutes ; choisir un nouveau mot de passe déconnecte le compte de tous les appareils.',
  'reset.notYou':
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  'reset.action': 'Choisir un nouveau mot de passe',

  'offer.theClinic': 'La clinique',
  'offer.subject': 'Un créneau s’est libéré chez {clinic} : {date} à {time}',
  'offer.goodNews':
    'Bonne nouvelle : un créneau s’est libéré chez {clinic} le jour que vous attendiez.',
  'offer.held':
    'Nous vous le réservons jusqu’à {expiry} (heure locale à {city}). Ensuite, il sera proposé à la personne suivante sur la liste d’attente.',
  'offer.span': '{date}, de {start} à {end} (heure locale à {city})',
  'offer.heldUntil': 'Réservé jusqu’à',
  'offer.book': 'Réserver ce créneau',
  'record.subject': '{clinic} a ajouté une entrée pour {pet} : {title}',
  'record.subjectWeight': '{clinic} a enregistré le poids de {pet}',
  'record.body': '{by} a ajouté une entrée au carnet de santé de {pet} : {title}.',
  'record.bodyWeight': '{by} a enregistré le poids de {pet} dans son carnet de santé.',
  'record.by': '{staff} ({clinic})',
  'record.seeIt':
    'Vous la retrouverez dans Mes animaux, avec le nom de la clinique. Vous pouvez l’y masquer ; la clinique corrige elle-même ses entrées.',
  'record.weight': 'Poids',
  'record.openPets': 'Ouvrir Mes animaux',
  'fact.entry': 'Entrée',
  'fact.date': 'Date',
  'fact.writtenBy': 'Saisi par',
  'certificate.subject': 'Certificat de vaccination pour {pet}',
  'certificate.attached':
    'Comme demandé, vous trouverez en pièce jointe le certificat de vaccination pour {pet} au format PDF.',
  'certificate.lists':
    'Il reprend toutes les vaccinations du carnet de santé, avec la clinique qui les a enregistrées.',
  'fact.vaccinations': 'Vaccinations',

  'ownerConfirm.subject': 'Confirmez votre rendez-vous chez {clinic}',
  'ownerConfirm.booked':
    '{clinic} a réservé par téléphone un rendez-vous pour {pet} avec cette adresse e-mail.',
  'ownerConfirm.ifYou':
    'Si c’était bien vous, connectez-vous et confirmez-le. D’ici là, la clinique garde le créneau, mais le rendez-vous n’est pas confirmé ; sinon, ignorez cet e-mail.',
  'ownerConfirm.action': 'Confirmer le rendez-vous',
  'claim.subject': '{clinic} vous a créé un compte PetVet : choisissez votre mot de passe',
  'claim.bookedPet':
    '{clinic} a réservé par téléphone un rendez-vous pour {pet} et vous a créé un compte PetVet avec cette adresse e-mail.',
  'claim.booked':
    '{clinic} a réservé pour vous un rendez-vous par téléphone et vous a créé un compte PetVet avec cette adresse e-mail.',
  'claim.setPassword':
    'Choisissez un mot de passe pour consulter et gérer vos rendez-vous en ligne. Le lien ne fonctionne qu’une fois, pendant {days} jours.',
  'claim.action': 'Choisir votre mot de passe',
  'mail.greetingNoName': 'Bonjour,',
  'invitation.subject': 'Rejoignez {clinic} sur PetVet',
  'invitation.invited':
    '{inviter} vous invite à rejoindre {clinic} sur PetVet {role, select, owner {en tant que gérant} manager {en tant que responsable} vet {en tant que vétérinaire} nurse {en tant qu’auxiliaire vétérinaire} other {à l’accueil}}.',
  'invitation.choose':
    'Choisissez votre nom et votre mot de passe pour vous connecter avec cette adresse e-mail. Le lien ne fonctionne qu’une fois, pendant {days} jours.',
  'invitation.action': 'Rejoindre la clinique',

  'practiceClaim.subject': 'Votre code PetVet pour {practice}',
  'practiceClaim.asked':
    'Le compte PetVet {claimant} a demandé à vérifier et corriger les prix que PetVet affiche pour {practice}, et a indiqué cette adresse pour prouver qu’il représente la clinique.',
  'practiceClaim.code':
    'Le code est {code}. Saisissez-le sur la page qui vous l’a demandé ; il est valable {minutes} minutes.',
  'practiceClaim.notYou':
    'Si personne à la clinique n’a fait cette demande, ignorez cet e-mail : personne ne peut modifier ses prix sans le code.',
  'practiceClaim.action': 'Ouvrir la vérification des prix',
  'fact.practice': 'Clinique',
  'fact.askedBy': 'Demandé par',
} satisfies Record<keyof typeof en, string>;
