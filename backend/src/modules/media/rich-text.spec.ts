import { describe, expect, it } from 'vitest';
import { RICH_TEXT_MAX_CHARS, richTextIsEmpty, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const clean = sanitizeRichText(
      '<p onclick="steal()">Nonno <script>alert(1)</script>Mario</p>' +
        '<img src=x onerror="alert(2)">' +
        '<a href="javascript:alert(3)">clic</a>' +
        '<a href="JaVaScRiPt:alert(4)" onmouseover="x()">due</a>',
    );
    expect(clean).toBe('<p>Nonno Mario</p><span>clic</span><span>due</span>');
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|<img|<a/i);
  });

  it('keeps the allowed formatting and forces rel on links', () => {
    const html =
      '<h1>Titolo</h1><h2>Sotto</h2><h3>Terzo</h3><p><strong>a</strong><b>b</b><em>c</em><i>d</i><u>e</u><s>f</s><br></p>' +
      '<ul><li>uno</li></ul><ol><li>due</li></ol><blockquote>citazione</blockquote>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
    expect(sanitizeRichText('<a href="https://ricordo.it/x" target="_blank" rel="opener">sito</a>')).toBe(
      '<a href="https://ricordo.it/x" rel="noopener nofollow">sito</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.it">scrivi</a>')).toBe(
      '<a href="mailto:a@b.it" rel="noopener nofollow">scrivi</a>',
    );
  });

  it('keeps only the three site fonts, as classes on spans, and no style at all', () => {
    expect(sanitizeRichText('<span style="font-family: Cookie">x</span>')).toBe(
      '<span class="rt-font-cookie">x</span>',
    );
    expect(sanitizeRichText(`<span style="font-family: 'Ubuntu Mono'; color: red">x</span>`)).toBe(
      '<span class="rt-font-ubuntu-mono">x</span>',
    );
    expect(sanitizeRichText('<font face="Ubuntu" color="red">x</font>')).toBe(
      '<span class="rt-font-ubuntu">x</span>',
    );
    expect(sanitizeRichText('<span class="rt-font-cookie evil">x</span>')).toBe(
      '<span class="rt-font-cookie">x</span>',
    );
    expect(sanitizeRichText('<span style="font-family: Comic Sans; color: red">x</span>')).toBe(
      '<span>x</span>',
    );
    expect(sanitizeRichText('<font face="Comic Sans">x</font><span class="evil">y</span>')).toBe(
      '<span>x</span><span>y</span>',
    );
    expect(sanitizeRichText('<span style="background:url(javascript:alert(1))">x</span>')).toBe(
      '<span>x</span>',
    );
    expect(
      sanitizeRichText('<div style="font-family: Cookie"><iframe src="https://x"></iframe>ok</div>'),
    ).toBe('ok');
  });

  it('cuts what is longer than the limit after cleaning', () => {
    const long = `<p>${'a'.repeat(RICH_TEXT_MAX_CHARS + 500)}</p>`;
    expect(sanitizeRichText(long).length).toBeLessThanOrEqual(RICH_TEXT_MAX_CHARS);
    expect(sanitizeRichText(`<script>${'x'.repeat(RICH_TEXT_MAX_CHARS)}</script><p>ok</p>`)).toBe(
      '<p>ok</p>',
    );
  });

  it('tells an empty editor from a biography', () => {
    expect(richTextIsEmpty('<p><br></p>')).toBe(true);
    expect(richTextIsEmpty('<p>&nbsp; </p><script>x</script>')).toBe(true);
    expect(richTextIsEmpty('<p>Mario</p>')).toBe(false);
  });
});
