export { renderCertificatePdf, type CertificateFacts } from './certificate-pdf';
export { certificateDate, certificateLocale } from './certificate-i18n';
export { readCertificateFacts, certificateFileName } from './certificate.repository';
