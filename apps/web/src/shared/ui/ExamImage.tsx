import { UploadTexts } from '@cdi/contracts';
import { useState } from 'react';
import { Icon } from './Icon';

interface ExamImageProps {
  src: string;
  alt: string;
  className?: string;
}

/** An uploaded image; 'Image not found' in its place when it cannot be loaded. */
export function ExamImage({ src, alt, className }: ExamImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <span
        className={['image-missing', className].filter(Boolean).join(' ')}
        role="img"
        aria-label={alt ? `${alt}: ${UploadTexts.imageNotFound}` : UploadTexts.imageNotFound}
      >
        <Icon name="image" size={28} />
        <span>{UploadTexts.imageNotFound}</span>
      </span>
    );
  }
  return <img src={src} alt={alt} className={className} loading="lazy" onError={() => setFailedSrc(src)} />;
}
