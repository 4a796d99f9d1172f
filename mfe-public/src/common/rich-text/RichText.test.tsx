import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';

const drawn = (html: string, headingShift = 0) =>
  render(<RichText html={html} headingShift={headingShift} />).container.innerHTML;

describe('RichText', () => {
  it('rebuilds the allowed formatting, headings moved down, fonts as their class', () => {
    expect(
      drawn(
        '<h1>Una vita</h1><p>Tipografo <strong>a Brera</strong>, <span class="rt-font-cookie">poeta</span>' +
          '<br>e <em>padre</em></p><h3>Famiglia</h3><ul><li>uno</li></ul><blockquote>citazione</blockquote>',
        2,
      ),
    ).toBe(
      '<h3>Una vita</h3><p>Tipografo <strong>a Brera</strong>, <span class="rt-font-cookie">poeta</span>' +
        '<br>e <em>padre</em></p><h5>Famiglia</h5><ul><li>uno</li></ul><blockquote>citazione</blockquote>',
    );
  });

  it('never lets a script, a handler, an image or a javascript: link into the page', () => {
    const html = drawn(
      '<p onclick="steal()">Nonno <script>alert(1)</script>Mario<img src="x" onerror="alert(2)"></p>' +
        '<a href="javascript:alert(3)">clic</a><a href="https://ricordo.it/x" target="_blank" onmouseover="x()">sito</a>' +
        '<span class="evil rt-font-ubuntu" style="color:red">u</span><div><iframe src="https://x"></iframe>ok</div>',
    );
    expect(html).toBe(
      '<p>Nonno Mario</p><span>clic</span><a href="https://ricordo.it/x" rel="noopener nofollow">sito</a>' +
        '<span class="rt-font-ubuntu">u</span>ok',
    );
  });

  it('escapes text: markup written as text stays text', () => {
    expect(drawn('<p>&lt;b&gt;non grassetto&lt;/b&gt; &amp; basta</p>')).toBe(
      '<p>&lt;b&gt;non grassetto&lt;/b&gt; &amp; basta</p>',
    );
  });

  it('tells an empty editor from a biography: nothing at all for the first', () => {
    expect(drawn('<p><br></p>')).toBe('');
    expect(drawn('<p>&nbsp; </p>')).toBe('');
    expect(drawn('<p>Mario</p>')).toBe('<p>Mario</p>');
  });
});
