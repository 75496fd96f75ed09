import type { en } from './en';

/** The emails in German, formal (Sie), as a German practice writes to its clients. */
export const de = {
  'layout.fact': '{label}: {value}',
  'mail.greeting': 'Hallo {name},',
  'mail.timeInZone': '{time} Uhr (Ortszeit {city})',
  'mail.instant': '{time} Uhr am {date}',
  'mail.yourClinic': 'Ihre Tierarztpraxis',
  'mail.aClinic': 'Eine Tierarztpraxis',

  'appointment.when': '{date} um {time}',
  'appointment.withClinician': '{when} bei {clinician}',
  'appointment.visit': '{service} für {pet}',
  'appointment.duration': '{at} ({duration, plural, one {# Minute} other {# Minuten}})',
  'appointment.theClinic': 'die Praxis',
  'fact.when': 'Wann',
  'fact.where': 'Wo',
  'fact.pet': 'Tier',
  'fact.service': 'Leistung',
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
  'calendar.clinicSummary': '{service}: {pet} ({owner})',
  'calendar.awaitingConfirmation': 'Wartet auf Bestätigung durch die Praxis.',
  'calendar.feedName': 'PetVet: {name}',
  'fact.clinic': 'Praxis',
  'fact.vaccine': 'Impfung',
  'fact.due': 'Fällig am',
  'fact.email': 'E-Mail',
  'fact.newEmail': 'Neue E-Mail-Adresse',

  'vaccination.reminder.subjectDue': 'Für {pet} ist am {day} die Impfung {vaccine} fällig',
  'vaccination.reminder.subjectPast': 'Für {pet} war am {day} die Impfung {vaccine} fällig',
  'vaccination.reminder.due': 'Für {pet} ist am {date} die Impfung {vaccine} fällig.',
  'vaccination.reminder.past': 'Für {pet} war am {date} die Impfung {vaccine} fällig.',
  'vaccination.reminder.adviseSoon':
    '{clinic} empfiehlt, den Termin bald zu buchen, damit der Impfschutz erhalten bleibt.',
  'vaccination.reminder.adviseInTime': '{clinic} empfiehlt, den Termin rechtzeitig zu buchen.',
  'vaccination.reminder.book': 'Jetzt buchen',
  'vaccination.reminder.footer':
    'Sobald Sie den Termin gebucht haben, erhalten Sie keine weiteren Erinnerungen dazu.',
  'vaccination.due.subject': 'Für {pet} ist am {date} die Impfung {vaccine} fällig',
  'vaccination.due.body': 'Für {pet} ist am {date} die Impfung {vaccine} fällig.',
  'vaccination.due.advice':
    'Vereinbaren Sie rechtzeitig einen Termin in Ihrer Tierarztpraxis, damit der Impfschutz erhalten bleibt.',
  'vaccination.due.findClinic': 'Tierarztpraxis finden',

  'verify.subject': 'Bestätigen Sie Ihre E-Mail-Adresse für PetVet',
  'verify.welcome':
    'Willkommen bei PetVet. Bitte bestätigen Sie, dass diese Adresse Ihnen gehört, damit Ihre Tierarztpraxis Sie hier erreichen kann.',
  'verify.until': 'Bis dahin warten Terminerinnerungen und Angebote von der Warteliste.',
  'verify.notYou': 'Falls Sie kein PetVet-Konto angelegt haben, ignorieren Sie diese E-Mail.',
  'verify.action': 'Diese Adresse bestätigen',
  'verify.validFor': 'Der Link funktioniert einmal und {hours} Stunden lang.',
  'verify.change.subject': 'Bestätigen Sie Ihre neue E-Mail-Adresse für PetVet',
  'verify.change.asked':
    'Sie möchten für Ihr PetVet-Konto diese Adresse statt {previous} verwenden.',
  'verify.change.currentOne': 'Ihrer bisherigen',
  'verify.change.confirm':
    'Bestätigen Sie sie, um die Änderung abzuschließen. Bis dahin gehen Ihre E-Mails weiter an Ihre bisherige Adresse.',
  'verify.change.notYou':
    'Falls Sie das nicht veranlasst haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
  'notice.subject': 'Die E-Mail-Adresse Ihres PetVet-Kontos wird geändert',
  'notice.asked':
    'Jemand, der in Ihrem PetVet-Konto angemeldet ist, möchte dessen E-Mail-Adresse in {email} ändern.',
  'notice.until':
    'Es ändert sich nichts, bis die neue Adresse über den Link bestätigt ist, den wir an sie geschickt haben; bis dahin erhalten Sie Ihre E-Mails weiterhin hier.',
  'notice.notYou':
    'Falls Sie das nicht waren, ändern Sie jetzt Ihr Passwort und melden Sie Ihre anderen Geräte auf der Seite „Sicherheit“ ab.',

  'reset.subject': 'Neues Passwort für PetVet festlegen',
  'reset.asked':
    'Für das PetVet-Konto mit dieser E-Mail-Adresse wurde ein neues Passwort angefordert.',
  'reset.choose':
    'Legen Sie es über den Link unten fest. Der Link funktioniert einmal und {minutes} Minuten lang; mit dem neuen Passwort wird das Konto auf allen Geräten abgemeldet.',
  'reset.notYou':
    'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  'reset.action': 'Neues Passwort festlegen',

  'offer.theClinic': 'Die Praxis',
  'offer.subject': 'Termin frei geworden bei {clinic}: {date} um {time} Uhr',
  'offer.goodNews':
    'Gute Nachricht: Bei {clinic} ist an dem Tag, auf den Sie warten, ein Termin frei geworden.',
  'offer.held':
    'Wir halten ihn bis {expiry} (Ortszeit {city}) nur für Sie frei. Danach geht er an die nächste Person auf der Warteliste.',
  'offer.span': '{date}, {start}–{end} Uhr (Ortszeit {city})',
  'offer.heldUntil': 'Reserviert bis',
  'offer.book': 'Diesen Termin buchen',
  'record.subject': '{clinic} hat einen Eintrag für {pet} hinzugefügt: {title}',
  'record.subjectWeight': '{clinic} hat das Gewicht von {pet} eingetragen',
  'record.body': '{by} hat der Gesundheitsakte von {pet} einen Eintrag hinzugefügt: {title}.',
  'record.bodyWeight': '{by} hat das Gewicht von {pet} in die Gesundheitsakte eingetragen.',
  'record.by': '{staff} ({clinic})',
  'record.seeIt':
    'Sie finden den Eintrag unter „Meine Tiere“, mit der Praxis gekennzeichnet. Dort können Sie ihn ausblenden; Korrekturen nimmt die Praxis selbst vor.',
  'record.weight': 'Gewicht',
  'record.openPets': '„Meine Tiere“ öffnen',
  'fact.entry': 'Eintrag',
  'fact.date': 'Datum',
  'fact.writtenBy': 'Eingetragen von',
  'certificate.subject': 'Impfbescheinigung für {pet}',
  'certificate.attached':
    'Wie gewünscht finden Sie die Impfbescheinigung für {pet} als PDF im Anhang.',
  'certificate.lists':
    'Sie enthält alle Impfungen aus der Gesundheitsakte, jeweils mit der Praxis, die sie eingetragen hat.',
  'fact.vaccinations': 'Impfungen',

  'ownerConfirm.subject': 'Bitte bestätigen Sie Ihren Termin bei {clinic}',
  'ownerConfirm.booked':
    '{clinic} hat telefonisch einen Termin für {pet} mit dieser E-Mail-Adresse gebucht.',
  'ownerConfirm.ifYou':
    'Falls Sie das waren, melden Sie sich an und bestätigen Sie den Termin. Bis dahin hält die Praxis die Zeit frei, der Termin ist aber nicht bestätigt; falls nicht, ignorieren Sie diese E-Mail.',
  'ownerConfirm.action': 'Termin bestätigen',
  'claim.subject': '{clinic} hat ein PetVet-Konto für Sie angelegt: Legen Sie Ihr Passwort fest',
  'claim.bookedPet':
    '{clinic} hat telefonisch einen Termin für {pet} für Sie gebucht und Ihnen mit dieser E-Mail-Adresse ein PetVet-Konto angelegt.',
  'claim.booked':
    '{clinic} hat telefonisch einen Termin für Sie gebucht und Ihnen mit dieser E-Mail-Adresse ein PetVet-Konto angelegt.',
  'claim.setPassword':
    'Legen Sie ein Passwort fest, um Ihre Termine online einzusehen und zu verwalten. Der Link funktioniert einmal und {days} Tage lang.',
  'claim.action': 'Passwort festlegen',
  'mail.greetingNoName': 'Guten Tag,',
  'invitation.subject': 'Einladung zu {clinic} auf PetVet',
  'invitation.invited':
    '{inviter} hat Sie eingeladen, bei {clinic} auf PetVet mitzuarbeiten, in der Rolle „{role, select, owner {Inhaber} manager {Praxismanager} vet {Tierarzt} nurse {Tiermedizinische Fachangestellte} other {Empfang}}“.',
  'invitation.choose':
    'Wählen Sie Ihren Namen und ein Passwort, um sich mit dieser E-Mail-Adresse anzumelden. Der Link funktioniert einmal und {days} Tage lang.',
  'invitation.action': 'Der Praxis beitreten',

  'practiceClaim.subject': 'Ihr PetVet-Code für {practice}',
  'practiceClaim.asked':
    'Das PetVet-Konto {claimant} möchte die Preise prüfen und korrigieren, die PetVet für {practice} anzeigt, und hat diese Adresse angegeben, um nachzuweisen, dass es für die Praxis spricht.',
  'practiceClaim.code':
    'Der Code lautet {code}. Geben Sie ihn auf der Seite ein, die danach gefragt hat; er gilt {minutes} Minuten.',
  'practiceClaim.notYou':
    'Falls niemand aus der Praxis dies angefordert hat, ignorieren Sie diese E-Mail: Ohne den Code kann niemand die Preise ändern.',
  'practiceClaim.action': 'Preisprüfung öffnen',
  'fact.practice': 'Praxis',
  'fact.askedBy': 'Angefordert von',
} satisfies Record<keyof typeof en, string>;
