import type { en } from './en';

/** The emails in German, formal (Sie), as a German practice writes to its clients. */
export const de = {
  'layout.fact': '{label}: {value}',
  'mail.greeting': 'Hallo {name},',
  'mail.timeInZone': '{time} Uhr (Ortszeit {city})',
  'mail.instant': '{time} Uhr am {date}',

  'appointment.when': '{date} um {time}',
  'appointment.withClinician': '{when} bei {clinician}',
  'appointment.visit': '{service} für {pet}',
  'appointment.duration': '{at} ({duration, plural, one {# Minute} other {# Minuten}})',
  'appointment.theClinic': 'die Praxis',
  'appointment.fact.when': 'Wann',
  'appointment.fact.where': 'Wo',
  'appointment.fact.pet': 'Tier',
  'appointment.fact.service': 'Leistung',
  'appointment.fact.clinicPhone': 'Telefon der Praxis',
  'appointment.fact.owner': 'Tierhalter',
  'appointment.fact.consultationPrice': 'Preis der Erstuntersuchung',
  'appointment.fact.price': 'Preis',
  'appointment.fact.priceList': 'Preisliste',
  'appointment.includingVat': '{price} inkl. MwSt.',
  'appointment.link.manage': 'Absagen oder ändern',
  'appointment.link.addToCalendar': 'Zum Kalender hinzufügen',
  'appointment.link.clinicDashboard': 'Praxis-Dashboard öffnen',
  'appointment.booked.subject': 'Buchung eingegangen: {visit} bei {clinic}, {at}',
  'appointment.booked.pending':
    '{clinic} hat Ihre Buchung erhalten. Die Praxis muss den Termin noch bestätigen: Wir schreiben Ihnen, sobald das geschehen ist.',
  'appointment.booked.confirmed': '{clinic} hat Ihre Buchung erhalten und bereits bestätigt.',
  'appointment.booked.invitation':
    'Mit der angehängten Kalendereinladung tragen Sie den Termin in Ihren Kalender ein.',
  'appointment.booked.clinicSubject': 'Neue Buchung: {visit}, {at}',
  'appointment.booked.clinicBody':
    '{owner} hat {visit} gebucht. Bitte bestätigen (oder stornieren) Sie den Termin in Ihrem Dashboard.',
  'appointment.booked.notes': 'Anmerkungen des Tierhalters: {notes}',
  'appointment.confirmed.subject': 'Bestätigt: {visit} bei {clinic}, {at}',
  'appointment.confirmed.body': '{clinic} hat Ihren Termin bestätigt. Bis bald!',
  'appointment.cancelled.subject': 'Abgesagt: {visit} bei {clinic}, {at}',
  'appointment.cancelled.byClinic': '{clinic} hat Ihren Termin abgesagt.',
  'appointment.cancelled.byClinicPhone':
    '{clinic} hat Ihren Termin abgesagt. Sie erreichen die Praxis unter {phone}.',
  'appointment.cancelled.byOwner': 'Ihr Termin ist wie gewünscht abgesagt.',
  'appointment.cancelled.reason': 'Angegebener Grund: {reason}',
  'appointment.cancelled.bookAgain': 'Auf PetVet können Sie jederzeit einen neuen Termin buchen.',
  'appointment.cancelled.clinicSubject': 'Vom Tierhalter abgesagt: {visit}, {at}',
  'appointment.cancelled.clinicBody':
    '{owner} hat diesen Termin abgesagt; die Zeit ist wieder frei.',
  'appointment.moved.subject': 'Verlegt: {visit} bei {clinic}, neu am {at}',
  'appointment.moved.fromTo': 'Ihr Termin wurde von {previous} auf {at} verlegt.',
  'appointment.moved.to': 'Ihr Termin wurde auf {at} verlegt.',
  'appointment.moved.awaiting': 'Die Praxis muss den Termin noch bestätigen.',
  'appointment.moved.invitation':
    'Die angehängte Einladung aktualisiert den Termin in Ihrem Kalender.',
  'appointment.moved.byClinicSubject': 'Von {clinic} verlegt: {visit}, neu am {at}',
  'appointment.moved.byClinicFromTo': '{clinic} hat Ihren Termin von {previous} auf {at} verlegt.',
  'appointment.moved.byClinicTo': '{clinic} hat Ihren Termin auf {at} verlegt.',
  'appointment.moved.clinicSubject': 'Vom Tierhalter verlegt: {visit}, neu am {at}',
  'appointment.moved.clinicFromTo': 'Der Termin von {owner} wurde von {previous} auf {at} verlegt.',
  'appointment.moved.clinicTo': 'Der Termin von {owner} wurde auf {at} verlegt.',
  'appointment.reminder.subject': 'Erinnerung: {visit} bei {clinic}, {at}',
  'appointment.reminder.body':
    'Zur Erinnerung: {pet} hat in etwa 24 Stunden einen Termin bei {clinic}, am {at}.',
  'appointment.reminder.pending':
    'Die Praxis hat den Termin noch nicht bestätigt; rufen Sie im Zweifel bitte dort an.',
  'appointment.reminder.confirmed':
    'Falls Sie den Termin nicht wahrnehmen können, sagen Sie ihn bitte in Ihrem Dashboard ab oder verlegen Sie ihn, damit jemand anderes die Zeit nutzen kann.',
  'calendar.summary': '{service} für {pet}',
  'calendar.withClinician': '{summary} mit {clinician}',
  'calendar.atClinic': '{summary} bei {clinic}',
} satisfies Record<keyof typeof en, string>;
