import { linkify, linksIn } from './html';

describe('linkify', () => {
  it('makes links clickable and escapes everything else', () => {
    expect(linkify('Open <b>https://a.example/x?y=1&z=2</b> now')).toBe(
      'Open &lt;b&gt;<a href="https://a.example/x?y=1&amp;z=2">https://a.example/x?y=1&amp;z=2</a>&lt;/b&gt; now',
    );
  });

  it('never lets a quote out of the href', () => {
    expect(linkify('https://a.example/"onmouseover="x')).toBe(
      '<a href="https://a.example/">https://a.example/</a>&quot;onmouseover=&quot;x',
    );
  });
});

describe('linksIn', () => {
  it('lists the http(s) links of a text in order, without the punctuation after them', () => {
    expect(linksIn('first http://a.example/1, then https://b.example/2\nand javascript:alert(1)')).toEqual([
      'http://a.example/1',
      'https://b.example/2',
    ]);
  });
});
