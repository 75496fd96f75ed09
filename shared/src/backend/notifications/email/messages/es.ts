import type { en } from './en';

/** The emails in Spanish, formal (usted), as a Spanish clínica veterinaria writes to its clients. */
export const es = {
  'layout.fact': '{label}: {value}',
  'mail.greeting': 'Hola, {name}:',
  'mail.timeInZone': '{time} (hora de {city})',
  'mail.instant': '{time} del {date}',
  'mail.yourClinic': 'Su clínica',
  'mail.aClinic': 'Una clínica',

  'appointment.when': '{date} a las {time}',
  'appointment.withClinician': '{when} con {clinician}',
  'appointment.visit': '{service} para {pet}',
  'appointment.duration': '{at} ({duration, plural, one {# minuto} other {# minutos}})',
  'appointment.theClinic': 'la clínica',
  'fact.when': 'Cuándo',
  'fact.where': 'Dónde',
  'fact.pet': 'Mascota',
  'fact.service': 'Servicio',
  'appointment.fact.clinicPhone': 'Teléfono de la clínica',
  'appointment.fact.owner': 'Propietario',
  'appointment.fact.consultationPrice': 'Precio de la primera consulta',
  'appointment.fact.price': 'Precio',
  'appointment.fact.priceList': 'Lista de precios',
  'appointment.includingVat': '{price} IVA incluido',
  'appointment.link.manage': 'Cancelar o cambiar',
  'appointment.link.addToCalendar': 'Añadir al calendario',
  'appointment.link.clinicDashboard': 'Abrir el panel de la clínica',
  'appointment.booked.subject': 'Reserva recibida: {visit} en {clinic}, {at}',
  'appointment.booked.pending':
    '{clinic} ha recibido su reserva. Está pendiente de confirmación por parte de la clínica: le escribiremos en cuanto la confirmen.',
  'appointment.booked.confirmed': '{clinic} ha recibido su reserva y ya la ha confirmado.',
  'appointment.booked.invitation':
    'Con la invitación de calendario adjunta, la cita queda guardada en su calendario.',
  'appointment.booked.clinicSubject': 'Nueva reserva: {visit}, {at}',
  'appointment.booked.clinicBody':
    '{owner} ha reservado {visit}. Confirme (o cancele) la cita en su panel, por favor.',
  'appointment.booked.notes': 'Notas del propietario: {notes}',
  'appointment.confirmed.subject': 'Confirmada: {visit} en {clinic}, {at}',
  'appointment.confirmed.body': '{clinic} ha confirmado su cita. ¡Hasta pronto!',
  'appointment.cancelled.subject': 'Cancelada: {visit} en {clinic}, {at}',
  'appointment.cancelled.byClinic': '{clinic} ha cancelado su cita.',
  'appointment.cancelled.byClinicPhone':
    '{clinic} ha cancelado su cita. Puede llamar a la clínica al {phone}.',
  'appointment.cancelled.byOwner': 'Su cita está cancelada, tal como pidió.',
  'appointment.cancelled.reason': 'Motivo indicado: {reason}',
  'appointment.cancelled.bookAgain': 'Puede reservar otra hora en PetVet cuando lo desee.',
  'appointment.cancelled.clinicSubject': 'Cancelada por el propietario: {visit}, {at}',
  'appointment.cancelled.clinicBody':
    '{owner} ha cancelado esta cita; la hora vuelve a estar libre.',
  'appointment.moved.subject': 'Cambiada: {visit} en {clinic}, ahora el {at}',
  'appointment.moved.fromTo': 'Su cita ha cambiado del {previous} al {at}.',
  'appointment.moved.to': 'Su cita ha cambiado al {at}.',
  'appointment.moved.awaiting': 'Está pendiente de confirmación por parte de la clínica.',
  'appointment.moved.invitation': 'La invitación adjunta actualiza la cita en su calendario.',
  'appointment.moved.byClinicSubject': 'Cambiada por {clinic}: {visit}, ahora el {at}',
  'appointment.moved.byClinicFromTo': '{clinic} ha cambiado su cita del {previous} al {at}.',
  'appointment.moved.byClinicTo': '{clinic} ha cambiado su cita al {at}.',
  'appointment.moved.clinicSubject': 'Cambiada por el propietario: {visit}, ahora el {at}',
  'appointment.moved.clinicFromTo': 'La cita de {owner} ha cambiado del {previous} al {at}.',
  'appointment.moved.clinicTo': 'La cita de {owner} ha cambiado al {at}.',
  'appointment.reminder.subject': 'Recordatorio: {visit} en {clinic}, {at}',
  'appointment.reminder.body':
    'Le recordamos que {pet} tiene una cita en {clinic} dentro de unas 24 horas: el {at}.',
  'appointment.reminder.pending':
    'La clínica aún no la ha confirmado; llame a la clínica si tiene dudas.',
  'appointment.reminder.confirmed':
    'Si no puede acudir, cancele o cambie la cita desde su panel para que otra persona pueda aprovechar la hora.',
  'calendar.summary': '{service} para {pet}',
  'calendar.withClinician': '{summary} con {clinician}',
  'calendar.atClinic': '{summary} en {clinic}',
  'calendar.clinicSummary': '{service}: {pet} ({owner})',
  'calendar.awaitingConfirmation': 'Pendiente de confirmación por parte de la clínica.',
  'calendar.feedName': 'PetVet: {name}',
  'fact.clinic': 'Clínica',
  'fact.vaccine': 'Vacuna',
  'fact.due': 'Vence el',
  'fact.email': 'Correo electrónico',
  'fact.newEmail': 'Nuevo correo electrónico',

  'vaccination.reminder.subjectDue': 'La vacuna {vaccine} de {pet} vence el {day}',
  'vaccination.reminder.subjectPast': 'La vacuna {vaccine} de {pet} venció el {day}',
  'vaccination.reminder.due': 'La vacuna {vaccine} de {pet} vence el {date}.',
  'vaccination.reminder.past': 'La vacuna {vaccine} de {pet} venció el {date}.',
  'vaccination.reminder.adviseSoon':
    '{clinic} le recomienda reservar la visita pronto para mantener la protección.',
  'vaccination.reminder.adviseInTime': '{clinic} le recomienda reservar la visita con antelación.',
  'vaccination.reminder.book': 'Reservar ahora',
  'vaccination.reminder.footer': 'Al reservar la visita dejará de recibir estos recordatorios.',
  'vaccination.due.subject': 'La vacuna {vaccine} de {pet} vence el {date}',
  'vaccination.due.body': 'La vacuna {vaccine} de {pet} vence el {date}.',
  'vaccination.due.advice':
    'Reserve con antelación una visita en su clínica veterinaria para mantener la protección.',
  'vaccination.due.findClinic': 'Buscar una clínica veterinaria',

  'verify.subject': 'Confirme su dirección de correo electrónico de PetVet',
  'verify.welcome':
    'Le damos la bienvenida a PetVet. Confirme que esta dirección es suya para que su clínica veterinaria pueda contactarle aquí.',
  'verify.until':
    'Hasta entonces, los recordatorios de citas y las ofertas de la lista de espera quedan en pausa.',
  'verify.notYou': 'Si no ha creado una cuenta de PetVet, ignore este correo.',
  'verify.action': 'Confirmar esta dirección',
  'verify.validFor': 'El enlace funciona una sola vez, durante {hours} horas.',
  'verify.change.subject': 'Confirme su nueva dirección de correo electrónico de PetVet',
  'verify.change.asked':
    'Ha pedido usar esta dirección para su cuenta de PetVet en lugar de {previous}.',
  'verify.change.currentOne': 'la actual',
  'verify.change.confirm':
    'Confírmela para completar el cambio. Hasta entonces, sus correos seguirán llegando a su dirección actual.',
  'verify.change.notYou': 'Si no lo ha pedido usted, ignore este correo: no cambiará nada.',
  'notice.subject': 'La dirección de correo de su cuenta de PetVet va a cambiar',
  'notice.asked':
    'Alguien con la sesión iniciada en su cuenta de PetVet ha pedido cambiar su dirección de correo a {email}.',
  'notice.until':
    'No cambiará nada hasta que se confirme la nueva dirección con el enlace que le hemos enviado; hasta entonces, sus correos seguirán llegando aquí.',
  'notice.notYou':
    'Si no ha sido usted, cambie ahora su contraseña y cierre la sesión en sus otros dispositivos desde la página Seguridad.',

  'reset.subject': 'Elija una nueva contraseña de PetVet',
  'reset.asked':
    'Alguien ha pedido elegir una nueva contraseña para la cuenta de PetVet con esta dirección de correo.',
  'reset.choose':
    'Elíjala con el enlace de abajo. El enlace funciona una sola vez, durante {minutes} minutos; al elegir una nueva contraseña se cierra la sesión de la cuenta en todos los dispositivos.',
  'reset.notYou': 'Si no lo ha pedido usted, ignore este correo: su contraseña no cambiará.',
  'reset.action': 'Elegir una nueva contraseña',

  'offer.theClinic': 'La clínica',
  'offer.subject': 'Ha quedado una hora libre en {clinic}: {date} a las {time}',
  'offer.goodNews':
    'Buenas noticias: ha quedado una hora libre en {clinic} el día que estaba esperando.',
  'offer.held':
    'Se la reservamos solo a usted hasta las {expiry} (hora de {city}). Después pasará a la siguiente persona de la lista de espera.',
  'offer.span': '{date}, de {start} a {end} (hora de {city})',
  'offer.heldUntil': 'Reservada hasta',
  'offer.book': 'Reservar esta hora',
  'record.subject': '{clinic} ha añadido una entrada para {pet}: {title}',
  'record.subjectWeight': '{clinic} ha registrado el peso de {pet}',
  'record.body': '{by} ha añadido una entrada al historial de salud de {pet}: {title}.',
  'record.bodyWeight': '{by} ha registrado el peso de {pet} en su historial de salud.',
  'record.by': '{staff} ({clinic})',
  'record.seeIt':
    'Puede verla en Mis mascotas, marcada con el nombre de la clínica. Allí puede ocultarla; la clínica corrige sus propias entradas.',
  'record.weight': 'Peso',
  'record.openPets': 'Abrir Mis mascotas',
  'fact.entry': 'Entrada',
  'fact.date': 'Fecha',
  'fact.writtenBy': 'Registrado por',
  'certificate.subject': 'Certificado de vacunación de {pet}',
  'certificate.attached':
    'Como nos pidió, le adjuntamos en PDF el certificado de vacunación de {pet}.',
  'certificate.lists':
    'Incluye todas las vacunaciones del historial de salud, con la clínica que registró cada una.',
  'fact.vaccinations': 'Vacunaciones',

  'ownerConfirm.subject': 'Confirme su cita en {clinic}',
  'ownerConfirm.booked':
    '{clinic} ha reservado por teléfono una cita para {pet} con esta dirección de correo.',
  'ownerConfirm.ifYou':
    'Si fue usted, inicie sesión y confírmela. Hasta entonces, la clínica le guarda la hora, pero la cita no está confirmada; si no fue usted, ignore este correo.',
  'ownerConfirm.action': 'Confirmar la cita',
  'claim.subject': '{clinic} le ha creado una cuenta de PetVet: establezca su contraseña',
  'claim.bookedPet':
    '{clinic} ha reservado por teléfono una cita para {pet} y le ha creado una cuenta de PetVet con esta dirección de correo.',
  'claim.booked':
    '{clinic} le ha reservado una cita por teléfono y le ha creado una cuenta de PetVet con esta dirección de correo.',
  'claim.setPassword':
    'Establezca una contraseña para ver y gestionar sus citas en línea. El enlace funciona una sola vez, durante {days} días.',
  'claim.action': 'Establecer su contraseña',
  'mail.greetingNoName': 'Hola:',
  'invitation.subject': 'Únase a {clinic} en PetVet',
  'invitation.invited':
    '{inviter} le ha invitado a unirse a {clinic} en PetVet como {role, select, owner {titular} manager {gerente} vet {veterinario} nurse {auxiliar veterinario} other {personal de recepción}}.',
  'invitation.choose':
    'Elija su nombre y su contraseña para iniciar sesión con esta dirección de correo. El enlace funciona una sola vez, durante {days} días.',
  'invitation.action': 'Unirse a la clínica',

  'practiceClaim.subject': 'Su código de PetVet para {practice}',
  'practiceClaim.asked':
    'La cuenta de PetVet {claimant} ha pedido revisar y corregir los precios que PetVet muestra para {practice}, y ha indicado esta dirección para demostrar que representa a la clínica.',
  'practiceClaim.code':
    'El código es {code}. Introdúzcalo en la página que se lo pidió; es válido durante {minutes} minutos.',
  'practiceClaim.notYou':
    'Si nadie de la clínica lo ha pedido, ignore este correo: nadie puede cambiar sus precios sin el código.',
  'practiceClaim.action': 'Abrir la revisión de precios',
  'fact.practice': 'Clínica',
  'fact.askedBy': 'Solicitado por',
} satisfies Record<keyof typeof en, string>;
