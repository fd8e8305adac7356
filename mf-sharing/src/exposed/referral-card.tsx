import { useTranslation } from 'react-i18next';
import type { ReferralCardProps } from '@app/contracts';
import { registerNamespace } from '@app/i18n';
import { ReferralCard as ReferralCardView } from '../features/referral/components/referral-card';

export default function ReferralCard(props: ReferralCardProps) {
  const { i18n } = useTranslation();
  // Idempotent: adds this remote's texts the first time it mounts in an i18next instance.
  registerNamespace(i18n, 'sharing');
  return (
    <div data-remote-build={__BUILD_ID__}>
      <ReferralCardView {...props} />
    </div>
  );
}
