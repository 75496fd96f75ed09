import type { en } from './en';

/** The emails in French, formal (vous), as a French clinique vétérinaire writes to its clients. */
export const fr = {
  'layout.fact': '{label} : {value}',
  'mail.greeting': 'Bonjour {name},',
  'mail.timeInZone': '{time} (heure locale à {city})',
  'mail.instant': '{time} le {date}',

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
} satisfies Record<keyof typeof en, string>;
