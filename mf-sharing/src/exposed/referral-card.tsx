import type { ReferralCardProps } from '@app/contracts';
import { NamespaceTexts } from '@app/ui';
import { ReferralCard as ReferralCardView } from '../features/referral/components/referral-card';

export default function ReferralCard(props: ReferralCardProps) {
  return (
    <div data-remote-build={__BUILD_ID__}>
      {/* This remote's texts, in the page's language only; nothing shows until they are there. */}
      <NamespaceTexts ns="sharing" language={props.language} fallback={null}>
        <ReferralCardView {...props} />
      </NamespaceTexts>
    </div>
  );
}
