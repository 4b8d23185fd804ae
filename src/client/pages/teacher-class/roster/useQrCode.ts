import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The sign-in address as a QR code, drawn here: no network is needed to print. */
export function useQrCode(text: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toDataURL(text, { margin: 1, width: 240 }).then((data) => {
      if (current) setUrl(data);
    });
    return () => {
      current = false;
    };
  }, [text]);
  return url;
}
