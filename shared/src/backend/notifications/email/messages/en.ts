/**
 * The emails' texts in English, the source every other language translates: ICU messages
 * (`{name}` a value, `{n, plural, ...}` a count), compiled once when the notifier starts.
 * English keeps exactly the sentences the emails had before they spoke other languages.
 */
export const en = {
  // The layout and the words every email shares.
  'layout.fact': '{label}: {value}',
  'mail.greeting': 'Hello {name},',
  'mail.timeInZone': '{time} {city} time',
  'mail.instant': '{time} on {date}',
  // A clinic's name where it has none (a blank name, or no visit to name one by).
  'mail.yourClinic': 'Your clinic',
  'mail.aClinic': 'A clinic',

  // An appointment's emails and calendar file.
  'appointment.when': '{date} at {time}',
  'appointment.withClinician': '{when} with {clinician}',
  'appointment.visit': '{service} for {pet}',
  'appointment.duration': '{at} ({duration} minutes)',
  'appointment.theClinic': 'the clinic',
  'fact.when': 'When',
  'fact.where': 'Where',
  'fact.pet': 'Pet',
  'fact.service': 'Service',
  'appointment.fact.clinicPhone': 'Clinic phone',
  'appointment.fact.owner': 'Owner',
  'appointment.fact.consultationPrice': 'Consultation price',
  'appointment.fact.price': 'Price',
  'appointment.fact.priceList': 'Price list',
  'appointment.includingVat': '{price} including VAT',
  'appointment.link.manage': 'Cancel or change',
  'appointment.link.addToCalendar': 'Add to calendar',
  'appointment.link.clinicDashboard': 'Open your clinic dashboard',
  'appointment.booked.subject': 'Booking received: {visit} at {clinic}, {at}',
  'appointment.booked.pending':
    '{clinic} has received your booking. It is awaiting confirmation by the clinic: we will email you as soon as they confirm.',
  'appointment.booked.confirmed': '{clinic} has received your booking and already confirmed it.',
  'appointment.booked.invitation':
    'The attached calendar invitation keeps the time in your calendar.',
  'appointment.booked.clinicSubject': 'New booking: {visit}, {at}',
  'appointment.booked.clinicBody':
    '{owner} booked {visit}. Please confirm it (or cancel it) in your dashboard.',
  'appointment.booked.notes': 'Notes from the owner: {notes}',
  'appointment.confirmed.subject': 'Confirmed: {visit} at {clinic}, {at}',
  'appointment.confirmed.body': '{clinic} has confirmed your appointment. See you there!',
  'appointment.cancelled.subject': 'Cancelled: {visit} at {clinic}, {at}',
  'appointment.cancelled.byClinic': '{clinic} has cancelled your appointment.',
  'appointment.cancelled.byClinicPhone':
    '{clinic} has cancelled your appointment. You can reach them on {phone}.',
  'appointment.cancelled.byOwner': 'Your appointment is cancelled, as you asked.',
  'appointment.cancelled.reason': 'Reason given: {reason}',
  'appointment.cancelled.bookAgain': 'You can book another time on PetVet whenever you like.',
  'appointment.cancelled.clinicSubject': 'Cancelled by the owner: {visit}, {at}',
  'appointment.cancelled.clinicBody':
    '{owner} has cancelled this appointment; the time is free again.',
  'appointment.moved.subject': 'Moved: {visit} at {clinic}, now {at}',
  'appointment.moved.fromTo': 'Your appointment has moved from {previous} to {at}.',
  'appointment.moved.to': 'Your appointment has moved to {at}.',
  'appointment.moved.awaiting': 'It is awaiting confirmation by the clinic.',
  'appointment.moved.invitation': 'The attached invitation updates the time in your calendar.',
  'appointment.moved.byClinicSubject': 'Moved by {clinic}: {visit}, now {at}',
  'appointment.moved.byClinicFromTo':
    '{clinic} has moved your appointment from {previous} to {at}.',
  'appointment.moved.byClinicTo': '{clinic} has moved your appointment to {at}.',
  'appointment.moved.clinicSubject': 'Moved by the owner: {visit}, now {at}',
  'appointment.moved.clinicFromTo': "{owner}'s appointment has moved from {previous} to {at}.",
  'appointment.moved.clinicTo': "{owner}'s appointment has moved to {at}.",
  'appointment.reminder.subject': 'Reminder: {visit} at {clinic}, {at}',
  'appointment.reminder.body':
    'A reminder that {pet} has an appointment at {clinic} in about 24 hours: {at}.',
  'appointment.reminder.pending':
    'The clinic has not confirmed it yet; call them if you are unsure.',
  'appointment.reminder.confirmed':
    'If you cannot make it, please cancel or move it from your dashboard so the time goes to someone else.',
  'calendar.summary': '{service} for {pet}',
  'calendar.withClinician': '{summary} with {clinician}',
  'calendar.atClinic': '{summary} at {clinic}',
  // A clinic's own calendar names the owner; a feed is named after whose it is.
  'calendar.clinicSummary': '{service}: {pet} ({owner})',
  'calendar.awaitingConfirmation': 'Awaiting confirmation by the clinic.',
  'calendar.feedName': 'PetVet: {name}',
  // The words several emails share.
  'fact.clinic': 'Clinic',
  'fact.vaccine': 'Vaccine',
  'fact.due': 'Due',
  'fact.email': 'Email',
  'fact.newEmail': 'New email',

  // A clinic's vaccination reminder, and the pet's own due date.
  'vaccination.reminder.subjectDue': "{pet}'s {vaccine} is due on {day}",
  'vaccination.reminder.subjectPast': "{pet}'s {vaccine} was due on {day}",
  'vaccination.reminder.due': "{pet}'s {vaccine} is due on {date}.",
  'vaccination.reminder.past': "{pet}'s {vaccine} was due on {date}.",
  'vaccination.reminder.adviseSoon':
    '{clinic} advises booking the visit soon to keep the protection going.',
  'vaccination.reminder.adviseInTime': '{clinic} advises booking the visit in good time.',
  'vaccination.reminder.book': 'Book now',
  'vaccination.reminder.footer': 'Booking the visit stops the rest of these reminders.',
  'vaccination.due.subject': "{pet}'s {vaccine} vaccination is due on {date}",
  'vaccination.due.body': "{pet}'s {vaccine} vaccination is due on {date}.",
  'vaccination.due.advice':
    'Book a visit with your clinic in good time to keep the protection going.',
  'vaccination.due.findClinic': 'Find a clinic',

  // Proving an address, and the notice to the address an account leaves.
  'verify.subject': 'Confirm your PetVet email address',
  'verify.welcome':
    'Welcome to PetVet. Please confirm that this address is yours, so your clinic can reach you here.',
  'verify.until': 'Until you do, appointment reminders and waiting-list offers wait.',
  'verify.notYou': 'If you did not make a PetVet account, ignore this email.',
  'verify.action': 'Confirm this address',
  'verify.validFor': 'The link works once, for {hours} hours.',
  'verify.change.subject': 'Confirm your new PetVet email address',
  'verify.change.asked':
    'You asked to use this address for your PetVet account instead of {previous}.',
  'verify.change.currentOne': 'your current one',
  'verify.change.confirm':
    'Confirm it to make the change. Until then, your emails keep going to your current address.',
  'verify.change.notYou': 'If you did not ask for this, ignore this email: nothing changes.',
  'notice.subject': 'Your PetVet email address is being changed',
  'notice.asked':
    'Someone signed in to your PetVet account asked to change its email address to {email}.',
  'notice.until':
    'Nothing changes until the new address is confirmed from the link we sent to it; until then your emails keep coming here.',
  'notice.notYou':
    'If this was not you, change your password now and sign out your other devices on the Security page.',

  // Choosing a new password.
  'reset.subject': 'Choose a new PetVet password',
  'reset.asked':
    'Someone asked to choose a new password for the PetVet account with this email address.',
  'reset.choose':
    'Choose it from the link below. The link works once, for {minutes} minutes; choosing a new password signs the account out on every device.',
  'reset.notYou': 'If you did not ask for this, ignore this email: your password stays as it is.',
  'reset.action': 'Choose a new password',

  // A freed time offered to a waiting owner.
  'offer.theClinic': 'The clinic',
  'offer.subject': 'A time came free at {clinic}: {date} at {time}',
  'offer.goodNews': 'Good news: a time came free at {clinic} on the day you are waiting for.',
  'offer.held':
    'We are holding it for you alone until {expiry} ({city} time). After that it goes to the next owner in line.',
  'offer.span': '{date}, {start} to {end} {city} time',
  'offer.heldUntil': 'Held until',
  'offer.book': 'Book this time',
  // A clinic's entry in the pet's record, and the certificate asked for.
  'record.subject': "{clinic} added {pet}'s {title}",
  'record.subjectWeight': "{clinic} added {pet}'s weight",
  'record.body': "{by} added {pet}'s {title} to {pet}'s health record.",
  'record.bodyWeight': "{by} added {pet}'s weight to {pet}'s health record.",
  'record.by': '{staff} at {clinic}',
  'record.seeIt':
    'You can see it in My Pets, marked with the clinic. You may hide it there; the clinic corrects its own entries.',
  'record.weight': 'Weight',
  'record.openPets': 'Open My Pets',
  'fact.entry': 'Entry',
  'fact.date': 'Date',
  'fact.writtenBy': 'Written by',
  'certificate.subject': "{pet}'s vaccination certificate",
  'certificate.attached': "{pet}'s vaccination certificate is attached as a PDF, as you asked.",
  'certificate.lists':
    'It lists every vaccination in the health record, with the clinic that recorded it.',
  'fact.vaccinations': 'Vaccinations',

  // The front desk's emails: a visit booked by phone, an account made for a caller, a team invitation.
  'ownerConfirm.subject': 'Confirm your visit at {clinic}',
  'ownerConfirm.booked': '{clinic} booked a visit for {pet} by phone with this email address.',
  'ownerConfirm.ifYou':
    'If it was you, sign in and confirm it. Until you do, the clinic keeps the time but the visit is not confirmed; if it was not you, ignore this email.',
  'ownerConfirm.action': 'Confirm the visit',
  'claim.subject': '{clinic} made you a PetVet account: set your password',
  'claim.bookedPet':
    "{clinic} booked {pet}'s visit for you by phone and made you a PetVet account with this email address.",
  'claim.booked':
    '{clinic} booked a visit for you by phone and made you a PetVet account with this email address.',
  'claim.setPassword':
    'Set a password to see and manage your appointments online. The link works once, for {days} days.',
  'claim.action': 'Set your password',
  'mail.greetingNoName': 'Hello,',
  'invitation.subject': 'Join {clinic} on PetVet',
  'invitation.invited':
    '{inviter} invited you to join {clinic} on PetVet as {role, select, manager {a manager} reception {reception} other {a {label}}}.',
  'invitation.choose':
    'Choose your name and password to sign in with this email address. The link works once, for {days} days.',
  'invitation.action': 'Join the clinic',

  // The code that proves a claimant speaks for a practice.
  'practiceClaim.subject': 'Your PetVet code for {practice}',
  'practiceClaim.asked':
    'The PetVet account {claimant} asked to review and correct the prices PetVet shows for {practice}, and gave this address to prove it speaks for the practice.',
  'practiceClaim.code':
    'The code is {code}. Type it on the page that asked for it; it works for {minutes} minutes.',
  'practiceClaim.notYou':
    'If nobody at the practice asked for this, ignore this email: nobody can change its prices without the code.',
  'practiceClaim.action': 'Open the price review',
  'fact.practice': 'Practice',
  'fact.askedBy': 'Asked by',
};

/** A message's name: every catalogue holds each of them (a missing one is a type error). */
export type MailMessageKey = keyof typeof en;
