import { useState, type MouseEvent } from 'react';
import type { Pet } from '@petvet/shared';
import { useT } from '../../../i18n';
import { getApiBaseUrl } from '../../../lib/api-base';
import { useEmailCertificateMutation } from '../../../lib/api/health-record';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';

export const certificateUrl = (petId: string) =>
  `${getApiBaseUrl()}/users/pets/${petId}/certificate.pdf`;

/**
 * The pet's vaccination certificate as a PDF: downloaded here, or emailed to the owner. The API
 * signs requests in with a bearer token, not a cookie, so the link fetches the file with the
 * token and hands it to the browser to save; it stays a real link to the PDF for anyone else.
 */
export function CertificateActions({ pet }: { pet: Pet }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.session.token);
  const [email, { isLoading: emailing }] = useEmailCertificateMutation();
  const [downloading, setDownloading] = useState(false);
  // The saved file is named in the reader's language too; the pet's name keeps to safe characters.
  const fileName = t('owner.certificate.fileName', { pet: pet.name.replace(/[^\w-]+/g, '-') });

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
      dispatch(toastShown('error', t('owner.certificate.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };
  const sendEmail = async () => {
    try {
      await email(pet.id).unwrap();
      dispatch(toastShown('success', t('owner.certificate.emailed', { pet: pet.name })));
    } catch {
      dispatch(toastShown('error', t('owner.certificate.emailFailed')));
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
        {t('owner.certificate.download')}
      </a>
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        disabled={emailing}
        onClick={() => void sendEmail()}
      >
        {emailing ? t('owner.certificate.sending') : t('owner.certificate.email')}
      </button>
    </div>
  );
}
