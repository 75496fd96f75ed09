import { useState, type MouseEvent } from 'react';
import type { Pet } from '@petvet/shared';
import { getApiBaseUrl } from '../../../lib/api-base';
import { useEmailCertificateMutation } from '../../../lib/api/health-record';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import {
  CERTIFICATE_DOWNLOAD_FAILED_TEXT,
  CERTIFICATE_EMAIL_FAILED_TEXT,
  certificateEmailedText,
} from '../record/texts';

export const certificateUrl = (petId: string) =>
  `${getApiBaseUrl()}/users/pets/${petId}/certificate.pdf`;

/**
 * The pet's vaccination certificate as a PDF: downloaded here, or emailed to the owner. The API
 * signs requests in with a bearer token, not a cookie, so the link fetches the file with the
 * token and hands it to the browser to save; it stays a real link to the PDF for anyone else.
 */
export function CertificateActions({ pet }: { pet: Pet }) {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.session.token);
  const [email, { isLoading: emailing }] = useEmailCertificateMutation();
  const [downloading, setDownloading] = useState(false);
  const fileName = `${pet.name.replace(/[^\w-]+/g, '-')}-vaccination-certificate.pdf`;

  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setDownloading(true);
    try {
      const answer = await fetch(certificateUrl(pet.id), {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!answer.ok) throw new Error(`certificate ${answer.status}`);
      const file = URL.createObjectURL(await answer.blob());
      const save = document.createElement('a');
      save.href = file;
      save.download = fileName;
      document.body.append(save);
      save.click();
      save.remove();
      setTimeout(() => URL.revokeObjectURL(file), 60_000);
    } catch {
      dispatch(toastShown('error', CERTIFICATE_DOWNLOAD_FAILED_TEXT));
    } finally {
      setDownloading(false);
    }
  };
  const sendEmail = async () => {
    try {
      await email(pet.id).unwrap();
      dispatch(toastShown('success', certificateEmailedText(pet.name)));
    } catch {
      dispatch(toastShown('error', CERTIFICATE_EMAIL_FAILED_TEXT));
    }
  };

  return (
    <div className="certificate-actions">
      <a
        className="btn btn--secondary btn--sm"
        href={certificateUrl(pet.id)}
        download={fileName}
        aria-busy={downloading || undefined}
        onClick={(event) => void download(event)}
      >
        Download vaccination certificate
      </a>
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        disabled={emailing}
        onClick={() => void sendEmail()}
      >
        {emailing ? 'Sending…' : 'Email it to me'}
      </button>
    </div>
  );
}
