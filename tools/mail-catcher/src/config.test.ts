import { loadMailCatcherConfig } from './config';

describe('the mail catcher configuration', () => {
  it('listens for SMTP on 1025 and serves its page on 1080 unless told otherwise', () => {
    expect(loadMailCatcherConfig({})).toEqual({ MAIL_CATCHER_SMTP_PORT: 1025, MAIL_CATCHER_HTTP_PORT: 1080 });
    expect(loadMailCatcherConfig({ MAIL_CATCHER_SMTP_PORT: '1125', MAIL_CATCHER_HTTP_PORT: '' })).toEqual({
      MAIL_CATCHER_SMTP_PORT: 1125,
      MAIL_CATCHER_HTTP_PORT: 1080,
    });
  });

  it('refuses a port that is not one', () => {
    expect(() => loadMailCatcherConfig({ MAIL_CATCHER_HTTP_PORT: 'eighty' })).toThrow();
    expect(() => loadMailCatcherConfig({ MAIL_CATCHER_SMTP_PORT: '70000' })).toThrow();
  });
});
