import type { FamilyMember, Language } from '@app/contracts';
import { Card, ErrorCard, Stack } from '@app/ui';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useProTranslation } from '../../../shared/use-pro-translation';
import { useFamilyMembers } from '../hooks/use-family-members';
import { InviteForm } from './invite-form';
import { MemberList } from './member-list';
import { RemoveMemberDialog } from './remove-member-dialog';
import { SlotsCounter } from './slots-counter';

const Title = styled.h2`
  font-size: 1.2rem;
  margin: 0;
`;

const SuccessText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

type Notice = { kind: 'added' | 'removed'; email: string } | { kind: 'failed'; message: string } | null;

interface FamilyManagerProps {
  members: FamilyMember[];
  apiBase: string;
  language: Language;
}

export function FamilyManager({ members, apiBase, language }: FamilyManagerProps) {
  const { t } = useProTranslation();
  const { busy, add, remove } = useFamilyMembers(apiBase, language);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  async function invite(email: string) {
    setNotice(null);
    const failure = await add(email);
    if (failure === null) setNotice({ kind: 'added', email });
    return failure;
  }

  async function confirmRemoval() {
    if (confirming === null) return;
    const email = confirming;
    setConfirming(null);
    const failure = await remove(email);
    setNotice(failure === null ? { kind: 'removed', email } : { kind: 'failed', message: failure });
    // The removed member's button is gone with them: keyboard users go on from the list's heading.
    if (failure === null) titleRef.current?.focus();
  }

  return (
    <Card>
      <Stack>
        <Title ref={titleRef} tabIndex={-1}>
          {t('family.membersTitle')}
        </Title>
        <SlotsCounter used={members.length} />
        <InviteForm members={members.map(({ email }) => email)} busy={busy} onInvite={invite} />
        <MemberList members={members} language={language} busy={busy} onRemove={setConfirming} />
        {notice?.kind === 'failed' && <ErrorCard>{notice.message}</ErrorCard>}
        <div role="status">
          {(notice?.kind === 'added' || notice?.kind === 'removed') && (
            <SuccessText>{t(`family.${notice.kind}`, { email: notice.email })}</SuccessText>
          )}
        </div>
      </Stack>
      {confirming !== null && <RemoveMemberDialog email={confirming} onConfirm={confirmRemoval} onCancel={() => setConfirming(null)} />}
    </Card>
  );
}
