import { useEffect, useState } from 'react';
import { useT } from '../../../i18n';

/**
 * The otpauth:// address as a QR code for an authenticator app's camera. The encoder is loaded
 * only here, when someone sets up a second factor, so no other page downloads it.
 */
export function TotpQrCode({ url }: { url: string }) {
  const t = useT();
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode-generator').then(({ default: qrcode }) => {
      const qr = qrcode(0, 'M');
      qr.addData(url);
      qr.make();
      if (live) setImage(qr.createDataURL(5, 4));
    });
    return () => {
      live = false;
    };
  }, [url]);
  return image ? (
    <img className="second-factor__qr" src={image} alt={t('account.totp.qr')} />
  ) : (
    <div className="second-factor__qr second-factor__qr--loading" aria-hidden="true" />
  );
}
