import { renderActionMail } from './action-mail';

const TEXT = {
  subject: 'Join <b>us</b>',
  greeting: 'Hello,',
  intro: ['ana+<script>alert(1)</script>@example.com invited you.'],
  action: 'Open',
  outro: ['If you did not expect this, ignore it.'],
};
const LINK = 'https://vitalia.example/en?a=1&b=2';

describe('an action e-mail', () => {
  it('shows the bare link in the text body, between the paragraphs, signed', () => {
    const mail = renderActionMail(TEXT, LINK, 'en');
    expect(mail.subject).toBe(TEXT.subject);
    expect(mail.text).toBe(
      [
        'Hello,',
        'ana+<script>alert(1)</script>@example.com invited you.',
        `Open: ${LINK}`,
        'If you did not expect this, ignore it.',
        '— Vitalia',
      ].join('\n\n'),
    );
  });

  it('escapes every text and the link in the HTML body, in the given language', () => {
    const { html } = renderActionMail(TEXT, LINK, 'de');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Join &lt;b&gt;us&lt;/b&gt;</title>');
    expect(html).toContain('ana+&lt;script&gt;alert(1)&lt;/script&gt;@example.com invited you.');
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="https://vitalia.example/en?a=1&amp;b=2"');
  });
});
