import { exportFilename } from './export-filename';

const today = new Date('2025-06-21T15:30:00Z');

describe('the name of the downloaded data file', () => {
  it('is the one the service sends in Content-Disposition', () => {
    expect(exportFilename('attachment; filename="vitalia-data-2025-06-20.json"', today)).toBe('vitalia-data-2025-06-20.json');
    expect(exportFilename('attachment; filename=vitalia.json', today)).toBe('vitalia.json');
  });

  it('prefers the UTF-8 form when both are sent', () => {
    expect(exportFilename(`attachment; filename="dados.json"; filename*=UTF-8''d%C3%A1dos.json`, today)).toBe('dádos.json');
  });

  it('never carries a folder along', () => {
    expect(exportFilename('attachment; filename="../../etc/vitalia.json"', today)).toBe('vitalia.json');
  });

  it('is vitalia-data-DATE.json when the service names none', () => {
    expect(exportFilename(null, today)).toBe('vitalia-data-2025-06-21.json');
    expect(exportFilename('attachment', today)).toBe('vitalia-data-2025-06-21.json');
  });
});
