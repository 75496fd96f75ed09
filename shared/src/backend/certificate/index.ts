export { renderCertificatePdf, certificateDate, type CertificateFacts } from './certificate-pdf';
export { readCertificateFacts, certificateFileName } from './certificate.repository';
