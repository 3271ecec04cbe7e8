/** The download of an attestation's PDF: a plain link to the API, which answers it as an attachment (spec §7 `attestation`). */
import { API_PREFIX, pathOf } from '@app/contracts/contract-path';
import { getAttestation } from '@app/contracts/learning/attestation';
import { getDpcAttestation } from '@app/contracts/learning/dpc';
import type { BundleItem } from '@app/contracts/profile/attestations';
import { useTranslation } from '../../i18n/use-translation.ts';
import { buttonClass, type ButtonVariant } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';

/** Where the browser downloads the PDF of an enrolment's attestation, or its DPC attestation (same origin, with the session cookie). */
export function attestationHref(courseTrackingId: number, kind: BundleItem['kind'] = 'training'): string {
  return `${API_PREFIX}${pathOf(kind === 'dpc' ? getDpcAttestation : getAttestation)}?${new URLSearchParams({ id: String(courseTrackingId) })}`;
}

/**
 * The "download my attestation" link of a completed training, named by its training for screen readers when several
 * are listed; `fileName` is the name the API gives the PDF.
 */
export function AttestationLink({ courseTrackingId, fileName, trainingName, variant = 'primary' }: {
  courseTrackingId: number;
  fileName: string;
  trainingName?: string;
  variant?: ButtonVariant;
}) {
  const { t } = useTranslation();
  return (
    <a
      href={attestationHref(courseTrackingId)}
      download={fileName}
      className={buttonClass(variant)}
    >
      <Icon name="award" size={20} />
      {t('attestation.download')}
      {/* The visible words start the accessible name, as voice control users say them. */}
      {trainingName && <span className="sr-only">: {trainingName}</span>}
    </a>
  );
}
