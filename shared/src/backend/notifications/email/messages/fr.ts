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
  'appointment.fact.when': 'Quand',
  'appointment.fact.where': 'Où',
  'appointment.fact.pet': 'Animal',
  'appointment.fact.service': 'Prestation',
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
} satisfies Record<keyof typeof en, string>;
