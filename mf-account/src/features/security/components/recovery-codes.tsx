import { Button, ErrorCard, Row, Stack } from '@app/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { Paragraph, SuccessText } from '../../../shared/section-parts';
import { saveFile } from '../../../shared/save-file';
import { useAccountTranslation } from '../../../shared/use-account-translation';

const RECOVERY_CODES_FILENAME = 'vitalia-recovery-codes.txt';

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)}
    ${({ theme }) => theme.space(10)};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 1.05rem;
`;

type CopyState = 'idle' | 'copied' | 'failed';

/** The recovery codes, shown this once: copy or download them, then say they are saved. */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t } = useAccountTranslation();
  const [copy, setCopy] = useState<CopyState>('idle');
  const asText = `${codes.join('\n')}\n`;

  async function copyCodes() {
    try {
      await navigator.clipboard.writeText(asText);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <Stack>
      <Paragraph>{t('security.totp.codes.text')}</Paragraph>
      <Codes aria-label={t('security.totp.codes.listLabel')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Row>
        <Button type="button" $variant="secondary" onClick={copyCodes}>
          {t('security.totp.codes.copy')}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => saveFile(new Blob([asText], { type: 'text/plain' }), RECOVERY_CODES_FILENAME)}
        >
          {t('security.totp.codes.download')}
        </Button>
      </Row>
      {copy === 'failed' && <ErrorCard>{t('security.totp.codes.copyFailed')}</ErrorCard>}
      <div role="status">{copy === 'copied' && <SuccessText>{t('security.totp.codes.copied')}</SuccessText>}</div>
      <Row>
        <Button type="button" onClick={onSaved}>
          {t('security.totp.codes.saved')}
        </Button>
      </Row>
    </Stack>
  );
}
